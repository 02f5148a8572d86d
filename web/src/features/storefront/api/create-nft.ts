import type {
  CreateStorefrontNftBody,
  StorefrontNftOwnerView,
} from '../../../../../shared/api/schemas/storefront';
import { apiSend } from '../../../lib/api-client';

/** POST /api/storefront/nfts: a new draft. */
export const createNft = (body: CreateStorefrontNftBody): Promise<StorefrontNftOwnerView> =>
  apiSend('createStorefrontNft', { body }, { toastErrors: false });
