import { familyHandler } from '../../lib/http';
import { cancelExport } from './cancel-export';
import { createFusionRequest } from './create-fusion-request';
import { exportItem } from './export-item';
import { getFusionInfo } from './get-fusion-info';
import { getItemGift } from './get-item-gift';
import { getVaultMedia } from './get-vault-media';
import { giftItem } from './gift-item';
import { listMyFusionNfts } from './list-my-fusion-nfts';
import { openVault } from './open-vault';
import { quoteFusion } from './quote-fusion';
import { reclaimGift } from './reclaim-gift';
import { validateWalletAddress } from './validate-wallet-address';

/**
 * What an owner does with an item (spec part 2 §6): gift it, export it, open its vault, fuse three. Paths under
 * /nft, a family of their own: the gift and fusion fees go through the payment service, which the catalog's
 * item reads (the nft family) do without.
 */
export const endpoints = [
  giftItem,
  getItemGift,
  reclaimGift,
  validateWalletAddress,
  exportItem,
  cancelExport,
  openVault,
  getVaultMedia,
  listMyFusionNfts,
  getFusionInfo,
  quoteFusion,
  createFusionRequest,
];
export const handler = familyHandler(endpoints);
