import { liveRoutes } from '../../../shared/api/contract';
import { getDrop as readDrop } from '../../data/drop';
import { listDropPacks } from '../../data/pack';
import { NotFoundError } from '../../lib/errors';
import { endpoint } from '../../lib/http';
import { dropView } from './views';

export const getDrop = endpoint(liveRoutes.getDrop, async (deps, { params }) => {
  const drop = await readDrop(deps.db, params.id);
  if (!drop) throw new NotFoundError('Drop not found.');
  return dropView(deps.env, drop, await listDropPacks(deps.db, drop.id));
});
