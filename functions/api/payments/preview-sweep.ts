import { cartRoutes } from '../../../shared/api/routes/cart';
import { sweepPicks } from '../../domain/cart/sweep-picks';
import { endpoint } from '../../lib/http';

/** What a floor sweep with these fields would buy now. */
export const previewSweep = endpoint(cartRoutes.previewSweep, async (deps, { query, user }) => {
  const picks = await sweepPicks(deps, {
    userUuid: user.uuid,
    collectionId: query.collection_id,
    count: query.count,
    maxTotalCents: query.max_total_cents,
  });
  return {
    total_cents: picks.reduce((sum, listing) => sum + listing.priceCents, 0),
    listings: picks.map((listing) => ({
      listing_id: listing.id,
      nft_id: listing.nftId,
      title: listing.title,
      price_cents: listing.priceCents,
    })),
  };
});
