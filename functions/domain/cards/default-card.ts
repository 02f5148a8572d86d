import { setCardDefault } from '../../data/card';
import { transactWrite } from '../../data/db';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { activeCards } from './payment-methods';

/** Makes the caller's card with this processor id the default, unmarking the old one in the same transaction. */
export async function setDefaultCard(deps: Deps, userUuid: string, sourceId: string): Promise<void> {
  const cards = await activeCards(deps, userUuid);
  const chosen = cards.find((card) => card.sourceId === sourceId);
  if (!chosen) throw new NotFoundError();
  if (chosen.isDefault) return;
  const previous = cards.filter((card) => card.isDefault);
  await transactWrite(deps.db, [
    ...previous.map((card) => setCardDefault(deps.db, card, false)),
    setCardDefault(deps.db, chosen, true),
  ]);
}
