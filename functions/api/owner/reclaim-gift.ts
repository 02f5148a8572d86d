import { giftRoutes } from '../../../shared/api/routes/gifts';
import { reclaimGift as reclaim } from '../../domain/gifts/reclaim-gift';
import { endpoint } from '../../lib/http';
import { giftView } from './gift-views';

/** The giver takes back a gift left unclaimed for 30 days. */
export const reclaimGift = endpoint(giftRoutes.reclaimGift, async (deps, { params, user }) =>
  giftView(await reclaim(deps, params.id, user.uuid)),
);
