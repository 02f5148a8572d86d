import { listCards } from '../../data/card';
import type { Deps } from '../../lib/deps';
import { PaymentMethodUnavailableError } from './errors';
import type { PaymentChoice } from './payment-method';

/** The saved card a card payment charges: the one named, else the user's default card. */
export async function cardChoice(deps: Deps, userUuid: string, cardId?: string): Promise<PaymentChoice> {
  if (cardId) return { type: 'card', cardId };
  const card = (await listCards(deps.db, userUuid)).find((c) => c.status === 'active' && c.isDefault);
  if (!card) throw new PaymentMethodUnavailableError();
  return { type: 'card', cardId: card.id };
}
