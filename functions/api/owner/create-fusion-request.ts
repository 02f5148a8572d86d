import { fusionRoutes } from '../../../shared/api/routes/fusion';
import { requestFusion } from '../../domain/fusion/request-fusion';
import { checkoutRedirect, idempotencyKeyOf } from '../../domain/purchases/checkout-answers';
import { endpoint } from '../../lib/http';
import { siteUrlOf } from '../../lib/site-url';
import { paymentChoiceOf } from '../payment-choice';
import { fusionView } from './fusion-views';

/** Sends the 3 items into the fuser and charges the fee; the fusion workflow does the rest. */
export const createFusionRequest = endpoint(
  fusionRoutes.createFusionRequest,
  async (deps, { body, user, headers }) => {
    const answer = await requestFusion(deps, {
      userUuid: user.uuid,
      itemIds: body.items,
      method: await paymentChoiceOf(deps, user.uuid, body),
      addressUuid: body.shipment_info?.address_uuid ?? null,
      idempotencyKey: idempotencyKeyOf(headers),
      siteUrl: siteUrlOf(deps.env, headers),
    });
    if (answer.status === 'challenge') return checkoutRedirect(answer);
    return { status: 'success' as const, data: fusionView(deps, answer.fusion) };
  },
);
