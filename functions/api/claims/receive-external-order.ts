import { externalClaimRoutes } from '../../../shared/api/routes/external-claims';
import { receiveExternalOrder as receive } from '../../domain/claims/external/receive-order';
import { endpoint } from '../../lib/http';

/** The external auction site's order webhook: the order's claim is created once and its buyer e-mailed. */
export const receiveExternalOrder = endpoint(
  externalClaimRoutes.receiveExternalOrder,
  async (deps, { body }) => receive(deps, body.order_id),
);
