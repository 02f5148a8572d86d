import type {
  ListStorefrontNftBody,
  StorefrontNftOwnerView,
} from '../../../../../shared/api/schemas/storefront';
import { apiSend } from '../../../lib/api-client';

/** POST /api/storefront/nfts/{uuid}/list: a Buy Now listing of the minted NFT's editions. */
export const listNftForSale = (uuid: string, body: ListStorefrontNftBody): Promise<StorefrontNftOwnerView> =>
  apiSend('listStorefrontNftForSale', { params: { uuid }, body }, { toastErrors: false });
