import { marketRoutes } from '../../../shared/api/routes/market';
import { readNftActivity } from '../../domain/market/activity-reads';
import { endpoint } from '../../lib/http';
import { activityEntryView } from './activity-views';

/** The NFT's market activity, newest first: kinds filter, `next` cursor. */
export const listNftActivity = endpoint(marketRoutes.listNftActivity, async (deps, { params, query }) => {
  const page = await readNftActivity(deps.db, params.id, query);
  return {
    results: page.records.map((record) => activityEntryView(deps.env, record, page.usernames)),
    next: page.next,
  };
});
