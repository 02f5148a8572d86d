import { defineRoute, type RouteDef } from '../route';
import {
  coinParamsSchema,
  createDepositAddressBodySchema,
  cryptoAddressSchema,
  cryptoRatesSchema,
  depositAddressesSchema,
  ethGasFeeSchema,
  signOnRampUrlBodySchema,
  signOnRampUrlResponseSchema,
  withdrawCryptoBodySchema,
  withdrawCryptoResponseSchema,
} from '../schemas/crypto';

/** Prepaid crypto calls of spec part 2 §7 'Payments, balances, withdrawals'. */
export const cryptoRoutes = {
  listDepositAddresses: defineRoute({
    method: 'GET',
    path: '/payments/bitgo-get-addresses',
    family: 'payments',
    access: 'user',
    response: depositAddressesSchema,
    summary: 'deposit addresses: the latest per coin, each with its expiry (valid 15 minutes)',
  }),
  createDepositAddress: defineRoute({
    method: 'POST',
    path: '/payments/bitgo-create-address/{coin}',
    family: 'payments',
    // Also needs identity verification completed (403 otherwise), checked against the user record.
    access: 'user',
    params: coinParamsSchema,
    body: createDepositAddressBodySchema,
    response: cryptoAddressSchema,
    summary:
      'address: a new deposit address for the coin, with the refund (withdraw) address checked for its network',
  }),
  withdrawCrypto: defineRoute({
    method: 'POST',
    path: '/payments/crypto-withdraw',
    // A withdrawal of a balance, as the billing family's; the payments Lambda is at its size budget.
    family: 'billing',
    access: 'user',
    fresh: true,
    // coin in lowercase
    body: withdrawCryptoBodySchema,
    response: withdrawCryptoResponseSchema,
    summary:
      "Refunds prepaid crypto to the refund address less the 0.2% bank fee; 'Withdraw coin failed.' on failure",
  }),
  getCryptoRates: defineRoute({
    method: 'GET',
    path: '/payments/crypto-rates',
    family: 'payments',
    access: 'public',
    response: cryptoRatesSchema,
    summary: 'rates keyed by coin: USD per whole coin',
  }),
  getEthGasFee: defineRoute({
    method: 'GET',
    path: '/payments/eth-gas-fee',
    family: 'payments',
    access: 'user',
    response: ethGasFeeSchema,
    summary: 'fee (ETH) and usd of one Ethereum-network transfer; refreshed every 6 s',
  }),
  signOnRampUrl: defineRoute({
    method: 'POST',
    path: '/payments/moonpay-signature',
    family: 'payments',
    access: 'user',
    body: signOnRampUrlBodySchema,
    response: signOnRampUrlResponseSchema,
    summary: 'url: the on-ramp widget URL with its signature appended (only URLs on the on-ramp host)',
  }),
} satisfies Record<string, RouteDef>;
