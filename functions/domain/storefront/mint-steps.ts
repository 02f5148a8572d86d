import {
  CARD_PROVIDER_SUCCESS_WINDOW_MS,
  STOREFRONT_PLATFORM_FEE_BPS,
} from '../../../shared/domain/constants';
import { Blockchain, CollectionType, HasVault, MintedBy, Tier } from '../../../shared/domain/enums';
import { countCollectionNft, getCollection, putNewCollection } from '../../data/collection';
import { type CreatorRecord, getCreator } from '../../data/creator';
import { putNew, type TransactItem, tryTransactWrite } from '../../data/db';
import { getNft, type NftRecord, toItem as nftItemOf } from '../../data/nft';
import { getOrder } from '../../data/order';
import {
  endStorefrontMint,
  getStorefrontNft,
  refuseStorefrontMint,
  type StorefrontNftRecord,
} from '../../data/storefront-nft';
import type { Deps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { type MintedToken, NftMintRejectedError } from '../../lib/ports/nft-minter';
import { IdempotencyKeyReusedError } from '../ledger/errors';
import { chargeMintFee } from './charge-mint-fee';
import { failStorefrontMint } from './fail-mint';

/**
 * The steps of the storefront-mint workflow, each safe to run again: every write is conditional on the NFT still
 * minting, the chain mints once by the storefront NFT's uuid, and the catalog NFT's id is the storefront NFT's.
 */

/** The chain storefront NFTs are minted on. */
const STOREFRONT_BLOCKCHAIN = Blockchain.polygon;

/** A challenged card order still pending this long after the request is stuck: the execution fails for ops. */
const PAYMENT_DEADLINE_MS = 2 * CARD_PROVIDER_SUCCESS_WINDOW_MS;

/** The catalog NFT of a storefront NFT: one per storefront NFT, so a second mint names the same NFT. */
export const storefrontCatalogNftId = (uuid: string) => `storefront-${uuid}`;
/** Each creator's storefront NFTs make one collection (the NFT page, the resale market and its filters read it). */
export const storefrontCollectionId = (creatorId: string) => `storefront-${creatorId}`;

async function readMinting(deps: Pick<Deps, 'db'>, uuid: string): Promise<StorefrontNftRecord> {
  const record = await getStorefrontNft(deps.db, uuid);
  if (!record) throw new Error(`No storefront NFT ${uuid}`);
  return record;
}

export type MintPaymentOutcome = 'paid' | 'pending' | 'failed';

/**
 * Where the minting fee stands: paid, pending (a 3-D Secure challenge the three-d-secure workflow settles) or
 * failed (declined: the mint ended mint_failed). A charge its request left unfinished (no order, or a card order
 * never sent, past the recovery lease) is finished here as the request would have: once, by the order id.
 */
export async function checkMintPayment(deps: Deps, uuid: string): Promise<{ outcome: MintPaymentOutcome }> {
  const record = await readMinting(deps, uuid);
  if (record.status !== 'minting') return { outcome: record.status === 'minted' ? 'paid' : 'failed' };
  const order = await getOrder(deps.db, record.mintOrderId ?? '');
  const age = deps.clock.now().getTime() - Date.parse(record.updatedAt);
  if (!order || (order.status === 'pending' && !order.challenge)) {
    if (age < deps.env.RECOVERY_LEASE_SECONDS * 1000) return { outcome: 'pending' };
    return finishCharge(deps, record);
  }
  if (order.status === 'pending') {
    if (age > PAYMENT_DEADLINE_MS) throw new Error(`Storefront mint ${uuid}: its payment is still pending`);
    return { outcome: 'pending' };
  }
  if (order.status === 'paid') return { outcome: 'paid' };
  // Declined: no money moved.
  await failStorefrontMint(deps, uuid);
  return { outcome: 'failed' };
}

async function finishCharge(
  deps: Deps,
  record: StorefrontNftRecord,
): Promise<{ outcome: MintPaymentOutcome }> {
  try {
    await chargeMintFee(deps, record);
  } catch (error) {
    if (error instanceof AppError && !(error instanceof IdempotencyKeyReusedError))
      return { outcome: 'failed' };
    throw error;
  }
  return checkMintPayment(deps, record.uuid);
}

/**
 * The catalog NFT: `editions` editions held by the platform for the creator's sale, the creator as its artist, its
 * token the one the chain minted.
 */
function catalogNft(
  record: StorefrontNftRecord,
  artist: { name: string; avatarKey: string | null },
  chainToken: MintedToken,
  now: Date,
) {
  const mediaKey = record.mediaKey ?? '';
  const isVideo = mediaKey.endsWith('.mp4');
  return {
    id: storefrontCatalogNftId(record.uuid),
    collectionId: storefrontCollectionId(record.creatorId),
    title: record.title,
    type: Tier.one,
    quantity: record.editions,
    imageKey: isVideo ? '' : mediaKey,
    thumbnailKey: isVideo ? '' : mediaKey,
    videoKey: isVideo ? mediaKey : null,
    audioKey: null,
    description: record.description,
    traits: [],
    artist: {
      id: record.creatorId,
      name: artist.name,
      iconKey: artist.avatarKey ?? '',
      imageKey: artist.avatarKey ?? '',
    },
    mintedBy: MintedBy.verifiedArtist,
    hasVault: HasVault.no,
    blockchainType: STOREFRONT_BLOCKCHAIN,
    resellAllowed: true,
    platformFeeBps: STOREFRONT_PLATFORM_FEE_BPS,
    resaleRoyaltyBps: record.royaltyBps,
    rank: null,
    createdAt: now.toISOString(),
    chainToken,
  } satisfies NftRecord;
}

/** The creator's collection counts the new NFT; the first NFT creates it. */
async function collectionWrite(
  deps: Pick<Deps, 'db'>,
  record: StorefrontNftRecord,
  creator: CreatorRecord,
  now: Date,
): Promise<TransactItem> {
  const id = storefrontCollectionId(record.creatorId);
  if (await getCollection(deps.db, id)) return countCollectionNft(deps.db, id, record.editions);
  return putNewCollection(deps.db, {
    id,
    type: CollectionType.other,
    title: creator.name,
    description: creator.bio,
    category: 'storefront',
    headerImageKey: record.mediaKey ?? '',
    thumbnailKey: record.mediaKey ?? '',
    auctionMinPriceCents: null,
    nftQuantity: 1,
    mintedBy: MintedBy.verifiedArtist,
    isRanked: false,
    createdAt: now.toISOString(),
    featured: false,
    editions: record.editions,
    tiers: [Tier.one],
    traitStats: [],
    floorPriceCents: null,
  });
}

/**
 * The token on the chain, minted once by the storefront NFT's uuid (a retry answers the same token). A refusal is
 * kept on the NFT (mintFailure) and stands: the workflow's failure step refunds the fee and ends it mint_failed.
 */
async function mintOnChain(
  deps: Pick<Deps, 'db' | 'nftMinter'>,
  record: StorefrontNftRecord,
  creator: CreatorRecord,
): Promise<MintedToken> {
  try {
    return await deps.nftMinter.mint({
      reference: record.uuid,
      blockchain: STOREFRONT_BLOCKCHAIN,
      editions: record.editions,
      metadata: {
        title: record.title,
        description: record.description,
        mediaKey: record.mediaKey ?? '',
        royaltyBps: record.royaltyBps,
        creator: { id: creator.id, name: creator.name },
      },
    });
  } catch (error) {
    if (error instanceof NftMintRejectedError)
      await tryTransactWrite(deps.db, [refuseStorefrontMint(deps.db, record.uuid, error.message)]);
    throw error;
  }
}

/**
 * Mints the NFT: its token on the chain first, then the catalog NFT is created (once: its id is the storefront
 * NFT's) in the creator's collection, and the storefront NFT ends minted with both, in one transaction (a twin mint
 * creating the collection first fails it: the workflow's retry then counts the NFT in).
 */
export async function mintStorefrontNft(
  deps: Pick<Deps, 'db' | 'clock' | 'nftMinter'>,
  uuid: string,
): Promise<{ nftId: string }> {
  const record = await readMinting(deps, uuid);
  if (record.status === 'minted' && record.nftId) return { nftId: record.nftId };
  if (record.status !== 'minting') throw new Error(`Storefront NFT ${uuid} is ${record.status}, not minting`);
  const creator = await getCreator(deps.db, record.creatorId);
  if (!creator) throw new Error(`Storefront NFT ${uuid}: no creator ${record.creatorId}`);
  const chainToken = await mintOnChain(deps, record, creator);
  const now = deps.clock.now();
  const nftId = storefrontCatalogNftId(uuid);
  const writes: TransactItem[] = endStorefrontMint(deps.db, uuid, {
    status: 'minted',
    nftId,
    chainToken,
    at: now.toISOString(),
  });
  if (!(await getNft(deps.db, nftId)))
    writes.unshift(
      putNew(deps.db, nftItemOf(catalogNft(record, creator, chainToken, now))),
      await collectionWrite(deps, record, creator, now),
    );
  if (await tryTransactWrite(deps.db, writes)) return { nftId };
  const again = await readMinting(deps, uuid);
  if (again.status !== 'minted') throw new Error(`Storefront NFT ${uuid} could not be minted`);
  return { nftId };
}
