import { fusionRoutes } from '../../../shared/api/routes/fusion';
import { listFusionNfts } from '../../domain/fusion/fusion-info';
import { endpoint } from '../../lib/http';
import { fusionItemView, fusionView } from './fusion-views';

/** The caller's items that may go into the fuser, and the caller's fusions. */
export const listMyFusionNfts = endpoint(fusionRoutes.listMyFusionNfts, async (deps, { user }) => {
  const { items, fusions } = await listFusionNfts(deps, user.uuid);
  return {
    results: items.map(({ item, nft }) => fusionItemView(deps, item, nft)),
    fusions: fusions.map((fusion) => fusionView(deps, fusion)),
  };
});
