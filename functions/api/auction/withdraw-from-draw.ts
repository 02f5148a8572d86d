import { drawRoutes } from '../../../shared/api/routes/draws';
import { withdrawFromDraw as withdraw } from '../../domain/draws/withdraw';
import { endpoint } from '../../lib/http';
import { drawRegistrationView } from './draw-views';

export const withdrawFromDraw = endpoint(drawRoutes.withdrawFromDraw, async (deps, { params, user }) =>
  drawRegistrationView(await withdraw(deps, params.id, user.uuid)),
);
