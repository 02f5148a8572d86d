import { marketRoutes } from '../../../shared/api/routes/market';
import { getNft } from '../../data/nft';
import { decideOffer } from '../../domain/offers/update-offer';
import { NotFoundError } from '../../lib/errors';
import { endpoint } from '../../lib/http';
import { offerView } from './views';

/** accept or decline (the item's owner), cancel (the maker); answers the toast and the offer as it now is. */
export const updateOfferStatus = endpoint(
  marketRoutes.updateOfferStatus,
  async (deps, { params, body, user }) => {
    const { offer, message } = await decideOffer(deps, {
      offerId: params.offerId,
      userUuid: user.uuid,
      decision: body.status,
    });
    const nft = await getNft(deps.db, offer.nftId);
    if (!nft) throw new NotFoundError();
    return { message, offer: offerView(deps.env, offer, nft, user.uuid) };
  },
);
