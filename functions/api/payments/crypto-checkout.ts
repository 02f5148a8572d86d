import { checkoutRoutes } from '../../../shared/api/routes/checkout';
import { checkoutPack } from '../../domain/purchases/checkout';
import { endpoint } from '../../lib/http';

/** Buys a pack with a prepaid coin at the current rate; the crypto provider screens it, so no fraud check. */
export const cryptoCheckout = endpoint(
  checkoutRoutes.cryptoCheckout,
  async (deps, { params, body, user, headers }) =>
    checkoutPack(deps, {
      id: params.id,
      drop: body.drop,
      headers,
      userUuid: user.uuid,
      method: { type: 'coin', coin: params.coin },
      fraudScreened: false,
      continueDespiteWarning: false,
    }),
);
