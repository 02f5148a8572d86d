import { messages } from '../../../shared/domain/messages';
import { listCards, removeCard as removeCardWrites, setCardDefault } from '../../data/card';
import { tryTransactWrite } from '../../data/db';
import type { Deps } from '../../lib/deps';
import { ConflictError, NotFoundError } from '../../lib/errors';

/** Reads when a card changed between the read and the write (its challenge settled, the default moved). */
const REMOVE_ATTEMPTS = 3;

/**
 * Removes the caller's card, active or still pending its 3-D Secure challenge, freeing its card slot in the same
 * transaction. Removing the default makes the oldest other active card the default in that transaction too. A
 * challenge that settles later finds no card and changes nothing. 404 for a card that is not the caller's.
 */
export async function removeCard(deps: Deps, userUuid: string, cardId: string): Promise<void> {
  for (let attempt = 1; attempt <= REMOVE_ATTEMPTS; attempt++) {
    const cards = await listCards(deps.db, userUuid);
    const card = cards.find((candidate) => candidate.id === cardId);
    if (!card) throw new NotFoundError();
    const heir = card.isDefault
      ? cards.find((other) => other.id !== card.id && other.status === 'active')
      : undefined;
    const removed = await tryTransactWrite(deps.db, [
      ...removeCardWrites(deps.db, card),
      ...(heir ? [setCardDefault(deps.db, heir, true)] : []),
    ]);
    if (removed) return;
  }
  throw new ConflictError(messages.tryAgainLater);
}
