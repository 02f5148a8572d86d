import { type Claim, ClaimedStatus, ClaimStatus } from '../../../shared/api/schemas/external-claims';
import type { ExternalClaimState } from '../../data/external-claim';
import type { ClaimWithNfts } from '../../domain/claims/external/buyer-claims';
import { mediaUrl } from '../../domain/media';
import type { Env } from '../../lib/env';

/** Part 1 §3's status: pending until claimed (approved), cancelled once failed. */
const statusOf: Record<ExternalClaimState, Claim['status']> = {
  pending: ClaimStatus.pending,
  claiming: ClaimStatus.pending,
  claimed: ClaimStatus.approved,
  failed: ClaimStatus.cancelled,
};

export function claimView(env: Pick<Env, 'MEDIA_BASE_URL'>, { claim, nfts }: ClaimWithNfts): Claim {
  const lines = claim.lines.flatMap((line) => {
    const nft = nfts.get(line.nftId);
    return nft ? [{ line, nft }] : [];
  });
  return {
    token: claim.token,
    status: statusOf[claim.state],
    claimed_status: claim.state === 'claimed' ? ClaimedStatus.claimed : ClaimedStatus.initial,
    state: claim.state,
    orderItems: lines.map(({ line, nft }) => ({
      quantity: line.quantity,
      nft: {
        id: nft.id,
        title: nft.title,
        image: mediaUrl(env, nft.imageKey),
        thumbnail: mediaUrl(env, nft.thumbnailKey),
      },
    })),
    order: {
      id: claim.externalOrderId,
      line_items: lines.map(({ line, nft }) => ({
        nft_id: nft.id,
        title: nft.title,
        quantity: line.quantity,
      })),
    },
    items:
      claim.state === 'claimed'
        ? claim.editions.map((edition) => ({
            id: edition.itemId,
            nft_id: edition.nftId,
            sequence: edition.sequence,
          }))
        : [],
    created_at: claim.createdAt,
    claimed_at: claim.claimedAt,
  };
}
