import { drawRoutes } from '../../../shared/api/routes/draws';
import { getDraw } from '../../data/draw';
import { getPack } from '../../data/pack';
import { NotFoundError } from '../../lib/errors';
import { endpoint } from '../../lib/http';
import { packDrawView } from './draw-views';

/** A draw pack's draw, public so anyone can check the result (404: a first-come pack). */
export const getPackDraw = endpoint(drawRoutes.getPackDraw, async (deps, { params }) => {
  const [draw, pack] = await Promise.all([getDraw(deps.db, params.id), getPack(deps.db, params.id)]);
  if (!draw || !pack) throw new NotFoundError();
  return packDrawView(draw, pack);
});
