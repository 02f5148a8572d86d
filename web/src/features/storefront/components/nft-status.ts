import type { StorefrontNftOwnerView } from '../../../../../shared/api/schemas/storefront';

type Status = StorefrontNftOwnerView['status'];

export const statusLabels: Record<Status, string> = {
  draft: 'Draft',
  minting: 'Minting',
  minted: 'Minted',
  mint_failed: 'Minting failed',
};

/** Where a creator's NFT stands on the dashboard: a draft, being minted, minted, or listed for sale. */
export const stageOf = (nft: StorefrontNftOwnerView): 'drafts' | 'minted' | 'listed' =>
  nft.listing ? 'listed' : nft.status === 'minted' ? 'minted' : 'drafts';
