import { nftRoutes } from '../../../shared/api/routes/nft';
import { readNftDetail } from '../../domain/collection/nft-detail';
import { endpoint } from '../../lib/http';
import { nftDetailView } from './views';

/** An NFT with its traits (how many like mine in the collection) and stats. */
export const getNft = endpoint(nftRoutes.getNft, async (deps, { params }) =>
  nftDetailView(deps.env, await readNftDetail(deps.db, params.id)),
);
