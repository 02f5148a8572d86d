import { familyHandler } from '../lib/http';
import { endpoints as offers } from './offers/handler';
import { getItemGift } from './nft/get-item-gift';
import { giftItem } from './nft/gift-item';
import { reclaimGift } from './nft/reclaim-gift';
export const handler = familyHandler([...offers, giftItem, getItemGift, reclaimGift]);
