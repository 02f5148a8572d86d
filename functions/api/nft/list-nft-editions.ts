import { nftRoutes } from '../../../shared/api/routes/nft';
import { listNftEditions as readNftEditions } from '../../domain/collection/nft-editions';
import { makerOffersOnNft } from '../../domain/offers/offer-reads';
import { endpoint } from '../../lib/http';
import { editionView } from './views';

/** The NFT's sold editions, 20 from `start`, by number or listing price; a signed-in caller sees which are theirs. */
export const listNftEditions = endpoint(nftRoutes.listNftEditions, async (deps, { params, query, user }) => {
  const viewer = user?.uuid ?? null;
  const { nft, total, editions, sellers } = await readNftEditions(deps.db, params.id, query, viewer);
  const offers = viewer ? await makerOffersOnNft(deps, viewer, nft.id) : new Map<string, string>();
  return {
    total,
    results: editions.map((item) => editionView(nft, item, sellers, viewer, offers.get(item.id) ?? null)),
  };
});
