import type { StorefrontNftRecord } from '../../data/storefront-nft';
import { listingState } from '../../domain/storefront/listing';
import type { Deps } from '../../lib/deps';
import { storefrontNftOwnerView } from './views';

/** The owner view of a storefront NFT, with its sales read from its listing's stock. */
export const ownerViewOf = async (deps: Pick<Deps, 'db' | 'clock' | 'env'>, record: StorefrontNftRecord) =>
  storefrontNftOwnerView(deps.env, record, await listingState(deps, record));
