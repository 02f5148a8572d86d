import { drawRoutes } from '../../../shared/api/routes/draws';
import { registerForDraw as register } from '../../domain/draws/register';
import { idempotencyKeyOf } from '../../domain/purchases/checkout-answers';
import { endpoint } from '../../lib/http';
import { paymentChoiceOf } from '../payment-choice';
import { drawRegistrationView } from './draw-views';

export const registerForDraw = endpoint(
  drawRoutes.registerForDraw,
  async (deps, { params, body, user, headers }) =>
    drawRegistrationView(
      await register(deps, {
        packId: params.id,
        userUuid: user.uuid,
        method: await paymentChoiceOf(deps, user.uuid, body),
        idempotencyKey: idempotencyKeyOf(headers),
      }),
    ),
);
