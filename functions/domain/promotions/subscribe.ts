import { tryTransactWrite } from '../../data/db';
import { getPromotion } from '../../data/promotion';
import { putNewPromotionSubscription } from '../../data/promotion-subscription';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';

export const PROMOTION_NOT_FOUND = 'Promotion not found.';

/**
 * Registers the user's interest in a promotion. The subscription is the user's own item, put only if new:
 * subscribing again (a double click, a retry) leaves the first one and answers the same.
 */
export async function subscribeToPromotion(
  deps: Deps,
  userUuid: string,
  promotionUuid: string,
): Promise<void> {
  if (!(await getPromotion(deps.db, promotionUuid))) throw new NotFoundError(PROMOTION_NOT_FOUND);
  await tryTransactWrite(deps.db, [
    putNewPromotionSubscription(deps.db, {
      userUuid,
      promotionUuid,
      subscribedAt: deps.clock.now().toISOString(),
    }),
  ]);
}
