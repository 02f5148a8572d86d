import { storefrontRoutes } from '../../../shared/api/routes/storefront';
import { requestMint } from '../../domain/storefront/request-mint';
import { endpoint } from '../../lib/http';
import { siteUrlOf } from '../../lib/site-url';
import { paymentChoiceOf } from '../payment-choice';

/** POST /storefront/nfts/{uuid}/mint: charges the minting fee (or answers its 3-D Secure redirect) and mints. */
export const mintStorefrontNft = endpoint(
  storefrontRoutes.mintStorefrontNft,
  async (deps, { user, params, body, headers }) => {
    const answer = await requestMint(deps, {
      userUuid: user.uuid,
      uuid: params.uuid,
      method: await paymentChoiceOf(deps, user.uuid, body),
      siteUrl: siteUrlOf(deps.env, headers),
    });
    if (answer.status === 'challenge')
      return {
        status: 'redirect' as const,
        order_id: answer.order.id,
        redirect_url: answer.redirectUrl,
        payment_id: answer.order.id,
      };
    return { status: 'minting' as const, order_id: answer.record.mintOrderId ?? '' };
  },
);
