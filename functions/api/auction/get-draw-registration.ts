import { drawRoutes } from '../../../shared/api/routes/draws';
import { getRegistration } from '../../data/draw-registration';
import { endpoint } from '../../lib/http';
import { drawRegistrationView } from './draw-views';

/** The caller's own registration (keyed by the caller: nobody reads another's). */
export const getDrawRegistration = endpoint(drawRoutes.getDrawRegistration, async (deps, { params, user }) =>
  drawRegistrationView(await getRegistration(deps.db, params.id, user.uuid)),
);
