import { checkoutRoutes } from '../../../shared/api/routes/checkout';
import { checkoutWithoutChallenge } from '../../domain/purchases/checkout';
import { endpoint } from '../../lib/http';
import { checkoutBasics, checkoutResponse } from './checkout-response';

/** Buys a pack with a prepaid coin at the current rate; the crypto provider screens it, so no fraud check. */
export const cryptoCheckout = endpoint(checkoutRoutes.cryptoCheckout, async (deps, input) =>
  checkoutResponse(
    await checkoutWithoutChallenge(deps, {
      ...checkoutBasics(input),
      method: { type: 'coin', coin: input.params.coin },
      fraudScreened: false,
      continueDespiteWarning: false,
    }),
  ),
);
