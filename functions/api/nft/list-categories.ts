import { liveRoutes } from '../../../shared/api/routes/live';
import { listCategories as queryCategories } from '../../data/category';
import { endpoint } from '../../lib/http';

export const listCategories = endpoint(liveRoutes.listCategories, async (deps) =>
  (await queryCategories(deps.db)).map(({ id, title }) => ({ id, title })),
);
