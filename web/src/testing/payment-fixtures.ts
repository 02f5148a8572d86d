import type { Balances } from '../../../shared/api/schemas/billing';
import type { CryptoAddress } from '../../../shared/api/schemas/crypto';
import type { Card, PaymentMethods } from '../../../shared/api/schemas/payments';

/** A saved card (spec part 1 §3). */
export const makeCard = (overrides: Partial<Card> = {}): Card => ({
  id: 'card-1',
  cc_processor_payment_id: 'src_1',
  scheme: 'visa',
  last_four_numbers: '4242',
  cc_expiry: '12/30',
  default: true,
  is_temporary_blocked: false,
  ...overrides,
});

export const makePaymentMethods = (overrides: Partial<PaymentMethods> = {}): PaymentMethods => ({
  cards: [makeCard()],
  can_add: true,
  blocked_seconds: 0,
  ...overrides,
});

const noCoins = { subtotal: '0.000000', available: '0.000000' };

/** GET /billing/balance: `coins` overrides single coins, the rest are zero. */
export const makeBalances = (
  overrides: Partial<Omit<Balances, 'coins'>> & { coins?: Partial<Balances['coins']> } = {},
): Balances => ({
  USD: 0,
  balance: 0,
  total_available_withdrawal: 0,
  withdraw_allowed: false,
  withdraw_denied_reason: null,
  total_held: 0,
  held: [],
  owed: 0,
  ...overrides,
  coins: { BTC: noCoins, ETH: noCoins, XTZ: noCoins, USDC: noCoins, MATIC: noCoins, ...overrides.coins },
});

export const RATES = { BTC: 60_000, ETH: 2000, XTZ: 1.25, USDC: 1, MATIC: 0.5 };

/** A deposit address created `minutesAgo` minutes ago (valid 15 minutes; the panel reads the real clock). */
export const makeDepositAddress = (
  overrides: Partial<CryptoAddress> = {},
  minutesAgo = 0,
): CryptoAddress => ({
  coin: 'ETH',
  collectibles_deposit_address: '0x52908400098527886E0F7030069857D2E4169EE7',
  withdraw_address: '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  expires_at: new Date(Date.now() + (15 - minutesAgo) * 60_000).toISOString(),
  network: 'ETH',
  ...overrides,
});
