import { transactWrite } from '../../functions/data/db';
import type { NftRecord } from '../../functions/data/nft';
import { getNftItem, platformEdition } from '../../functions/data/nft-item';
import { recordEvent } from '../../functions/data/outbox-event';
import { newUserRecord, putNewUser } from '../../functions/data/user';
import { claimUnique } from '../../functions/data/user-uniqueness';
import { transferItem } from '../../functions/domain/collection/transfer-item';
import { createListing } from '../../functions/domain/listings/manage-listing';
import { primaryDeliveryEvent } from '../../functions/domain/market/market-event';
import type { Deps } from '../../functions/lib/deps';

/** The demo seller: holds a few editions listed for resale, so the marketplace has listings to buy. Cannot log in. */
export const DEMO_SELLER = {
  uuid: 'demo-seller',
  username: 'vault_keeper',
  email: 'vault.keeper@example.com',
} as const;

/** How many NFTs get a listed edition, and their prices in cents (cycled). */
const LISTED_NFTS = 8;
const PRICES_CENTS = [4_500, 12_000, 2_500, 89_900, 7_500, 15_000, 3_200, 250_000];

/**
 * Seeds the resale market: the demo seller owns the last edition of a few resellable NFTs (claimed, so no card
 * cool-down) and lists each through the listing domain, as a seller would. Safe to run again: an edition already
 * the seller's is left as it is.
 */
export async function seedMarket(deps: Deps, nfts: readonly NftRecord[]): Promise<void> {
  const seller = newUserRecord({
    ...DEMO_SELLER,
    emailVerified: true,
    phoneNumber: '+12025550100',
    // Not a hash of any password: the demo seller only sells.
    passwordHash: '!',
    dateJoined: deps.clock.now().toISOString(),
    status: 'active',
  });
  // Its e-mail and username are claimed as sign-up claims them; a second run finds them written.
  await transactWrite(deps.db, [
    putNewUser(deps.db, seller),
    claimUnique(deps.db, 'email', seller.email, seller.uuid),
    claimUnique(deps.db, 'username', seller.username, seller.uuid),
  ]).catch(() => undefined);
  const listed = nfts.filter((nft) => nft.resellAllowed && nft.quantity >= 10).slice(0, LISTED_NFTS);
  for (const [index, nft] of listed.entries()) {
    const itemId = `${nft.id}-${nft.quantity}`;
    if (await getNftItem(deps.db, itemId)) continue;
    const edition = { nftId: nft.id, itemId, sequence: nft.quantity };
    const claimed = primaryDeliveryEvent(deps, {
      how: 'claim',
      toUuid: seller.uuid,
      unitPriceCents: null,
      editions: [edition],
    });
    await transferItem(
      deps.db,
      {
        nft,
        item: platformEdition(nft, nft.quantity),
        to: seller.uuid,
        how: 'claim',
        orderId: `seed-market-${nft.id}`,
        lineItem: null,
        transferId: deps.newId(),
        now: deps.clock.now(),
      },
      // The market's record of the edition leaving the inventory, as a claim's delivery writes it.
      [recordEvent(deps.db, claimed)],
    );
    await createListing(deps, {
      userUuid: seller.uuid,
      nftId: nft.id,
      itemId,
      priceCents: PRICES_CENTS[index % PRICES_CENTS.length] ?? 5_000,
    });
  }
}
