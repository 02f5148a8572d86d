import type { LedgerAccount } from '../ledger/accounts';
import type { MovementLeg } from '../ledger/movement';
import { type BalancePayment, heldAccount, type ResolvedPayment, sourceAccount } from './payment-method';
import type { CoinAmount, OrderQuote } from './pricing';

/** What a paid order's legs need to know of it. */
export interface Settlement extends OrderQuote {
  userUuid: string;
  payment: ResolvedPayment;
}

const clearing = (currency: 'USD' | CoinAmount['coin']): LedgerAccount => ({ kind: 'clearing', currency });

const leg = (account: LedgerAccount, amount: number): MovementLeg[] =>
  amount === 0 ? [] : [{ account, amount }];

/** What a balance payment takes from the user's account: coin micro-units, or cents. */
export const balanceAmount = (quote: OrderQuote): number => quote.coin?.micros ?? quote.totalCents;

/**
 * Where the USD paying the payees comes from. A card: processor clearing, which the processor settles later.
 * A coin: the coin goes into coin clearing and its USD worth out of USD clearing (the platform converts it).
 * USD and credit: the user's account (or held account), nothing to convert.
 */
function fundingLegs(payment: ResolvedPayment, quote: OrderQuote): MovementLeg[] {
  if (payment.type === 'card') return leg(clearing('USD'), -quote.totalCents);
  if (!quote.coin) return [];
  return [...leg(clearing(quote.coin.coin), quote.coin.micros), ...leg(clearing('USD'), -quote.totalCents)];
}

/** A charge: the user (or their card) pays the total; payees get the price and revenue the fees. */
export function chargeLegs(order: Settlement, payeeLegs: MovementLeg[]): MovementLeg[] {
  const fromUser =
    order.payment.type === 'card'
      ? []
      : leg(sourceAccount(order.payment, order.userUuid), -balanceAmount(order));
  return [...fromUser, ...fundingLegs(order.payment, order), ...payeeLegs];
}

/** A bid's hold on a balance: the amount moves to the user's held account, out of reach of other payments. */
export function holdLegs(payment: BalancePayment, userUuid: string, quote: OrderQuote): MovementLeg[] {
  const amount = balanceAmount(quote);
  return [...leg(sourceAccount(payment, userUuid), -amount), ...leg(heldAccount(payment, userUuid), amount)];
}

/** Releasing a hold: everything held goes back where it came from. */
export function releaseLegs(payment: BalancePayment, userUuid: string, held: OrderQuote): MovementLeg[] {
  const amount = balanceAmount(held);
  return [...leg(heldAccount(payment, userUuid), -amount), ...leg(sourceAccount(payment, userUuid), amount)];
}

/** Capturing `captured` (at most what is held) of a balance hold: it pays out, the rest goes back. */
export function captureLegs(
  payment: BalancePayment,
  userUuid: string,
  held: OrderQuote,
  captured: OrderQuote,
  payeeLegs: MovementLeg[],
): MovementLeg[] {
  const heldAmount = balanceAmount(held);
  return [
    ...leg(heldAccount(payment, userUuid), -heldAmount),
    ...leg(sourceAccount(payment, userUuid), heldAmount - balanceAmount(captured)),
    ...fundingLegs(payment, captured),
    ...payeeLegs,
  ];
}

/**
 * A refund of `amountCents` of an order: the payees give back `takenBack` (their shares, takeBackLegs), and the
 * money goes back the way it came (to the card through clearing, to the user's account, or as coin micro-units
 * through clearing).
 */
export function refundLegs(
  order: Settlement,
  takenBack: MovementLeg[],
  refund: { amountCents: number; coinMicros: number },
): MovementLeg[] {
  if (order.payment.type === 'card') return [...leg(clearing('USD'), refund.amountCents), ...takenBack];
  const source = sourceAccount(order.payment, order.userUuid);
  if (!order.coin) return [...leg(source, refund.amountCents), ...takenBack];
  return [
    ...leg(source, refund.coinMicros),
    ...leg(clearing(order.coin.coin), -refund.coinMicros),
    ...leg(clearing('USD'), refund.amountCents),
    ...takenBack,
  ];
}
