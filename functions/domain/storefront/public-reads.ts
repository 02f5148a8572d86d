import { STOREFRONT_ARTISTS_PAGE_SIZE } from '../../../shared/domain/constants';
import { storefrontMessages } from '../../../shared/domain/storefront-messages';
import { type CreatorRecord, getCreator, listCreators } from '../../data/creator';
import {
  getStorefrontNft,
  getStorefrontNftUuidOf,
  listCreatorStorefrontNfts,
  listListedStorefrontNfts,
  type StorefrontNftRecord,
} from '../../data/storefront-nft';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { assertCreatorsEnabled } from './access';
import { type ListingState, listingState } from './listing';

/** What the public sees of a storefront NFT: minted and listed (a sold out or ended listing still shows). */
const isOnStorefront = (record: StorefrontNftRecord) => record.status === 'minted' && record.listing !== null;

export interface CreatorCardData {
  creator: CreatorRecord;
  nftCount: number;
}

const countOnStorefront = async (deps: Pick<Deps, 'db'>, creatorId: string) =>
  (await listCreatorStorefrontNfts(deps.db, creatorId)).filter(isOnStorefront).length;

/** GET /storefront_artist/: 15 creators a page, by name, each with how many NFTs it shows. */
export async function listCreatorPage(deps: Pick<Deps, 'db' | 'flags'>, page: number) {
  assertCreatorsEnabled(deps);
  const creators = await listCreators(deps.db);
  const start = (page - 1) * STOREFRONT_ARTISTS_PAGE_SIZE;
  const shown = creators.slice(start, start + STOREFRONT_ARTISTS_PAGE_SIZE);
  const cards = await Promise.all(
    shown.map(async (creator) => ({ creator, nftCount: await countOnStorefront(deps, creator.id) })),
  );
  return { count: creators.length, cards, hasNext: start + STOREFRONT_ARTISTS_PAGE_SIZE < creators.length };
}

/** GET /storefront_artist/{id}: 404 for no such creator. */
export async function readCreatorCard(
  deps: Pick<Deps, 'db' | 'flags'>,
  id: string,
): Promise<CreatorCardData> {
  assertCreatorsEnabled(deps);
  const creator = await getCreator(deps.db, id);
  if (!creator) throw new NotFoundError(storefrontMessages.creatorNotFound);
  return { creator, nftCount: await countOnStorefront(deps, id) };
}

export interface PublicStorefrontNft {
  record: StorefrontNftRecord;
  creator: CreatorRecord;
  state: ListingState;
}

async function withSales(
  deps: Pick<Deps, 'db' | 'clock'>,
  records: StorefrontNftRecord[],
): Promise<PublicStorefrontNft[]> {
  const creators = new Map<string, Promise<CreatorRecord | undefined>>();
  const creatorOf = (id: string) => {
    if (!creators.has(id)) creators.set(id, getCreator(deps.db, id));
    return creators.get(id);
  };
  const found = await Promise.all(
    records.filter(isOnStorefront).map(async (record) => {
      const [creator, state] = await Promise.all([creatorOf(record.creatorId), listingState(deps, record)]);
      return creator ? [{ record, creator, state }] : [];
    }),
  );
  return found.flat();
}

/** GET /storefront_nft/: the NFTs on the storefront, of one creator when `creatorId` is given. */
export async function listPublicStorefrontNfts(
  deps: Pick<Deps, 'db' | 'flags' | 'clock'>,
  creatorId: string | undefined,
): Promise<PublicStorefrontNft[]> {
  assertCreatorsEnabled(deps);
  const records = creatorId
    ? await listCreatorStorefrontNfts(deps.db, creatorId)
    : await listListedStorefrontNfts(deps.db);
  return withSales(deps, records);
}

/** GET /storefront_nft/{id}: by the catalog NFT's id; 404 unless it is on the storefront. */
export async function readPublicStorefrontNft(
  deps: Pick<Deps, 'db' | 'flags' | 'clock'>,
  nftId: string,
): Promise<PublicStorefrontNft> {
  assertCreatorsEnabled(deps);
  const uuid = await getStorefrontNftUuidOf(deps.db, nftId);
  const record = uuid ? await getStorefrontNft(deps.db, uuid) : undefined;
  const [found] = record ? await withSales(deps, [record]) : [];
  if (!found) throw new NotFoundError(storefrontMessages.storefrontNftNotFound);
  return found;
}
