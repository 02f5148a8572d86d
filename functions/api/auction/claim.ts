import { auctionClaimRoutes } from '../../../shared/api/routes/auction-claims';
import { claimAuction as claimFreeEdition } from '../../domain/claims/claim-auction';
import { idempotencyKeyOf } from '../../domain/purchases/checkout-answers';
import { endpoint } from '../../lib/http';

/** Claims one free edition; a retry with the same Idempotency-Key answers the same item. */
export const claimAuction = endpoint(
  auctionClaimRoutes.claimAuction,
  async (deps, { params, user, headers }) => {
    const claim = await claimFreeEdition(deps, {
      userUuid: user.uuid,
      auctionId: params.id,
      idempotencyKey: idempotencyKeyOf(headers),
    });
    const [item] = claim.items;
    if (!item) throw new Error(`Claim ${claim.orderId} gave no edition`);
    return {
      status: 'claimed' as const,
      item: { id: item.itemId, nft_id: claim.nft.id, edition: item.sequence },
    };
  },
);
