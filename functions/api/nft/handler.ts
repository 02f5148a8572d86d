import { familyHandler } from '../../lib/http';
import { getNft } from './get-nft';
import { getNftItem } from './get-nft-item';
import { listCategories } from './list-categories';
import { listMyHistory } from './list-my-history';
import { listMyNfts } from './list-my-nfts';
import { listRedirects } from './list-redirects';

export const endpoints = [listCategories, listRedirects, listMyNfts, listMyHistory, getNft, getNftItem];
export const handler = familyHandler(endpoints);
