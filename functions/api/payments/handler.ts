import { familyHandler } from '../../lib/http';
import { addPaymentMethod } from './add-payment-method';
import { balanceCheckout } from './balance-checkout';
import { cardCheckout } from './card-checkout';
import { cardCheckoutBid } from './card-checkout-bid';
import { cartCheckout } from './cart-checkout';
import { createDepositAddress } from './create-deposit-address';
import { cryptoCheckout } from './crypto-checkout';
import { getCardFee } from './get-card-fee';
import { getCartOrder } from './get-cart-order';
import { getCryptoRates } from './get-crypto-rates';
import { getEthGasFee } from './get-eth-gas-fee';
import { getFraudDecision } from './get-fraud-decision';
import { getOrderStatus } from './get-order-status';
import { listDepositAddresses } from './list-deposit-addresses';
import { listPaymentMethods } from './list-payment-methods';
import { prequalifiedCheckout } from './prequalified-checkout';
import { previewSweep } from './preview-sweep';
import { receiveCryptoDeposit } from './receive-crypto-deposit';
import { removePaymentMethod } from './remove-payment-method';
import { requestFraudDecision } from './request-fraud-decision';
import { setDefaultCard } from './set-default-card';
import { signOnRampUrl } from './sign-on-ramp-url';
import { sweepCheckout } from './sweep-checkout';
import { validateThreeDs } from './validate-three-ds';

export const endpoints = [
  listPaymentMethods,
  addPaymentMethod,
  setDefaultCard,
  removePaymentMethod,
  getCardFee,
  validateThreeDs,
  requestFraudDecision,
  getFraudDecision,
  listDepositAddresses,
  createDepositAddress,
  getCryptoRates,
  getEthGasFee,
  signOnRampUrl,
  receiveCryptoDeposit,
  cardCheckout,
  balanceCheckout,
  cryptoCheckout,
  prequalifiedCheckout,
  cardCheckoutBid,
  getOrderStatus,
  cartCheckout,
  sweepCheckout,
  previewSweep,
  getCartOrder,
];
export const handler = familyHandler(endpoints);
