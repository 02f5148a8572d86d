import type {
  StorefrontNftOwnerView,
  UpdateStorefrontNftBody,
} from '../../../../../shared/api/schemas/storefront';
import { apiSend } from '../../../lib/api-client';

/** PATCH /api/storefront/nfts/{uuid}: edits a draft (409 once minting). */
export const updateNft = (uuid: string, body: UpdateStorefrontNftBody): Promise<StorefrontNftOwnerView> =>
  apiSend('updateStorefrontNft', { params: { uuid }, body }, { toastErrors: false });
