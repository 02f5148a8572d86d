import { familyHandler } from '../../lib/http';
import { getMarketplaceItem } from './get-marketplace-item';
import { getNft } from './get-nft';
import { getNftItem } from './get-nft-item';
import { getNftPriceHistory } from './get-nft-price-history';
import { listBidItems } from './list-bid-items';
import { listCategories } from './list-categories';
import { listMyHistory } from './list-my-history';
import { listMyNfts } from './list-my-nfts';
import { listNftActivity } from './list-nft-activity';
import { listNftEditions } from './list-nft-editions';
import { listRedirects } from './list-redirects';
import { updateItemVisibility } from './update-item-visibility';

export const endpoints = [
  listCategories,
  listRedirects,
  listMyNfts,
  listMyHistory,
  getNft,
  getNftItem,
  listNftEditions,
  getMarketplaceItem,
  listBidItems,
  updateItemVisibility,
  listNftActivity,
  getNftPriceHistory,
];
export const handler = familyHandler(endpoints);
