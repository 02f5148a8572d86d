import { encodeTezosAddress } from '../../../functions/domain/crypto/addresses/tezos';
import { toChecksumAddress } from '../../../functions/domain/wallet-signature';
import type { Deps } from '../../../functions/lib/deps';
import { TIME_MS } from '../../../shared/domain/constants';
import type { SignedInUser } from '../account/support';
import { giveEdition, nftOf } from '../collection/support';

/** Demo NFTs on each chain: one of ones on Ethereum (40 of them), editions on Tezos and Polygon. */
const ETHEREUM_NFTS = Array.from(
  { length: 40 },
  (_, i) => `nft-neon-alley-${String(i + 1).padStart(3, '0')}`,
);
export const TEZOS_NFT = 'nft-midnight-sessions-gold';
export const POLYGON_NFT = 'nft-rookie-cards-2026-green';

/** Valid wallets: an EIP-55 address (mixed case) and a tz1 address, each with a right checksum. */
export const ETHEREUM_WALLET = toChecksumAddress(`0x${'5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'}`);
export const TEZOS_WALLET = encodeTezosAddress('tz1', new Uint8Array(20).fill(7));

/** The export delay after purchase has passed (about 30 days). */
export const PAST_EXPORT_DELAY_MS = 31 * TIME_MS.day;

let nextEthereum = 0;
let nextSequence = 1;

/**
 * Gives the user an edition (bought now) on the chain: each call a new Ethereum one of one, or the next edition of
 * the Tezos or Polygon NFT. Answers the NFT's and the item's ids.
 */
export async function ownedEdition(deps: Deps, user: SignedInUser, chain: 'ethereum' | 'tezos' | 'polygon') {
  const nftId = { ethereum: ETHEREUM_NFTS[nextEthereum++], tezos: TEZOS_NFT, polygon: POLYGON_NFT }[chain];
  if (!nftId) throw new Error('No Ethereum NFT left');
  const nft = await nftOf(deps, nftId);
  const sequence = chain === 'ethereum' ? 1 : nextSequence++;
  await giveEdition(deps, nft, sequence, user.user.uuid);
  return { nftId, itemId: `${nft.id}-${sequence}` };
}

export const exportPath = (itemId: string) => `/api/nft/${itemId}/export`;
export const cancelPath = (itemId: string) => `/api/nft/${itemId}/cancel_export`;
export const itemPath = (nftId: string, itemId: string) => `/api/nft/${nftId}/item/${itemId}`;
