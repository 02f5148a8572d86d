import { fusionRoutes } from '../../../shared/api/routes/fusion';
import {
  DEFAULT_FUSE_PRICE_CENTS,
  FUSION_NFT_COUNT,
  FUSION_PREVIEW_SLOTS,
} from '../../../shared/domain/constants';
import { fusionRecipes } from '../../domain/fusion/fusion-info';
import { assertFusionEnabled } from '../../domain/fusion/request-fusion';
import { centsToUsd } from '../../domain/money';
import { endpoint } from '../../lib/http';

/** The recipes and the default fuse price. */
export const getFusionInfo = endpoint(fusionRoutes.getFusionInfo, async (deps) => {
  assertFusionEnabled(deps);
  return {
    recipes: fusionRecipes.map((recipe) => ({ ...recipe })),
    price: { amount: centsToUsd(DEFAULT_FUSE_PRICE_CENTS) },
    items_required: FUSION_NFT_COUNT,
    preview_slots: FUSION_PREVIEW_SLOTS,
  };
});
