import { marketRoutes } from '../../../shared/api/routes/market';
import { readCollectionActivity } from '../../domain/market/activity-reads';
import { endpoint } from '../../lib/http';
import { activityEntryView } from '../nft/activity-views';

/** The collection's market activity, newest first: kinds filter, `next` cursor. */
export const listCollectionActivity = endpoint(
  marketRoutes.listCollectionActivity,
  async (deps, { params, query }) => {
    const page = await readCollectionActivity(deps.db, params.id, query);
    return {
      results: page.records.map((record) => activityEntryView(deps.env, record, page.usernames)),
      next: page.next,
    };
  },
);
