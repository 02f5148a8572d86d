import { ALLOWED_PAYMENT_CRYPTO } from '../../../shared/domain/constants';
import type { FlagName } from '../../../shared/domain/flags';
import { getCard } from '../../data/card';
import type { Deps } from '../../lib/deps';
import { assertCardNotPaused } from '../cards/declines';
import { AmexRequiredError, PaymentMethodUnavailableError } from './errors';
import type { PaymentChoice, ResolvedPayment } from './payment-method';

const flagOf: Record<PaymentChoice['type'], FlagName> = {
  card: 'payWithCreditCardEnabled',
  credit: 'payWithMarketplaceCreditEnabled',
  usd: 'payWithPrepaidBalanceEnabled',
  coin: 'payWithCryptoEnabled',
};

/**
 * The user's choice checked against what may pay: the method's flag (and 'bid with card' for a bid's card
 * hold), an active card of theirs, an accepted coin. Fees depend on nothing else, so quotes stop here.
 */
export async function resolvePayment(
  deps: Deps,
  userUuid: string,
  choice: PaymentChoice,
  options: { forBid?: boolean } = {},
): Promise<ResolvedPayment> {
  const switchedOn =
    deps.flags[flagOf[choice.type]] &&
    !(choice.type === 'card' && options.forBid && !deps.flags.bidWithCreditCardEnabled);
  if (!switchedOn) throw new PaymentMethodUnavailableError();
  switch (choice.type) {
    case 'card': {
      const card = await getCard(deps.db, userUuid, choice.cardId);
      if (card?.status !== 'active') throw new PaymentMethodUnavailableError();
      const { id: cardId, sourceId, last4, scheme, fingerprint } = card;
      return { type: 'card', cardId, sourceId, last4, scheme, fingerprint };
    }
    case 'coin':
      if (!ALLOWED_PAYMENT_CRYPTO.includes(choice.coin)) throw new PaymentMethodUnavailableError();
      return { type: 'coin', coin: choice.coin };
    default:
      return { type: choice.type };
  }
}

/**
 * What must hold before money moves: an Amex card for an Amex-only sale, and a card that is not paused
 * ('Your card has been declined at least 5 times ...').
 */
export async function assertMayCharge(
  deps: Deps,
  userUuid: string,
  payment: ResolvedPayment,
  requireAmex: boolean,
): Promise<void> {
  if (requireAmex && payment.type !== 'card') throw new AmexRequiredError(false);
  if (payment.type !== 'card') return;
  if (requireAmex && payment.scheme !== 'amex') throw new AmexRequiredError(true);
  await assertCardNotPaused(deps, userUuid, payment.fingerprint);
}
