import { checkoutRoutes } from '../../../shared/api/routes/checkout';
import { usdToCents } from '../../domain/money';
import { checkoutWithoutChallenge } from '../../domain/purchases/checkout';
import { endpoint } from '../../lib/http';
import { checkoutBasics, checkoutResponse } from './checkout-response';

/** Buys a pack from a balance: a prepaid coin when one is named, else marketplace credit or prepaid USD. */
export const balanceCheckout = endpoint(checkoutRoutes.balanceCheckout, async (deps, input) =>
  checkoutResponse(
    await checkoutWithoutChallenge(deps, {
      ...checkoutBasics(input),
      method: input.body.coin ? { type: 'coin', coin: input.body.coin } : { type: input.body.source },
      priceCents: usdToCents(input.body.price),
      fraudScreened: true,
      continueDespiteWarning: input.body.fraud_warning_accepted,
    }),
  ),
);
