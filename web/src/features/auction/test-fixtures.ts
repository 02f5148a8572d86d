import type { Edition } from '../../../../shared/api/schemas/nft';

/** A sold edition of nft-1, not listed. */
export const makeEdition = (sequence: number, overrides: Partial<Edition> = {}): Edition => ({
  id: `nft-1-${sequence}`,
  sequence,
  price: null,
  seller: null,
  has_vault: 'no',
  auction_id: null,
  is_owner: false,
  offer: null,
  visibility: 'public',
  rank: null,
  ...overrides,
});
