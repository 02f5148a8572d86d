import type { AuctionRecord } from '../../../functions/data/auction';
import { putAuction } from '../../../functions/data/auction';
import { transactWrite } from '../../../functions/data/db';
import type { Deps } from '../../../functions/lib/deps';
import { AuctionType, PaymentMethod } from '../../../shared/domain/enums';
import { type SignedInUser, signedInUser } from '../account/support';
import { balanceOf, fund } from '../payment-service/support';

export const START = '2026-06-01T00:00:00.000Z';
export const END = '2026-06-08T00:00:00.000Z';

/** A live auction (the test clock starts at 2026-06-01T12:00Z): $100 minimum, $10 steps, one edition. */
export function auctionRecord(id: string, overrides: Partial<AuctionRecord> = {}): AuctionRecord {
  return {
    id,
    dropId: 'drop-bids',
    title: `Auction ${id}`,
    description: 'A test auction.',
    priceCents: 10_000,
    auctionType: AuctionType.standard,
    starts: START,
    ends: END,
    thumbnailKey: 'media/thumb.svg',
    imageKey: 'media/image.svg',
    videoKey: null,
    audioKey: null,
    backgroundImageKey: null,
    initialQuantity: 1,
    availableQuantity: 1,
    soldOut: false,
    comingSoonText: null,
    artist: { id: 'artist-1', name: 'Ada', iconKey: 'media/icon.svg', imageKey: 'media/artist.svg' },
    blockchainTypes: [1],
    row: 1,
    nft: { id: `nft-${id}`, type: 1, resellAllowed: true, mintedBy: 'platform', hasVault: 'no' },
    highestBidCents: null,
    bidIncrementCents: 1_000,
    minimumWinningBidCents: 10_000,
    amexOnly: false,
    promotionUuid: null,
    maxPerAccount: null,
    physicalItem: null,
    termsKey: null,
    externalUrl: null,
    buttonTitle: null,
    floorPriceCents: null,
    reductionAmountCents: null,
    interval: null,
    ...overrides,
  };
}

export async function createAuction(deps: Deps, id: string, overrides: Partial<AuctionRecord> = {}) {
  const auction = auctionRecord(id, overrides);
  await transactWrite(deps.db, [putAuction(deps.db, auction)]);
  return auction;
}

/** A verified user with `usdCents` of prepaid USD. */
export async function bidder(deps: Deps, usdCents = 100_000): Promise<SignedInUser> {
  const signedIn = await signedInUser(deps);
  if (usdCents > 0) await fund(deps, { kind: 'usd', userUuid: signedIn.user.uuid }, usdCents);
  return signedIn;
}

/** A bid paid from prepaid USD. */
export const usdBid = (bidValue: number, extra: Record<string, unknown> = {}) => ({
  bidValue,
  payment: PaymentMethod.marketplaceCredit,
  source: 'usd',
  ...extra,
});

/** The user's spendable prepaid USD and what is held for their bids, in cents. */
export const usdBalances = async (deps: Deps, userUuid: string) => ({
  usd: await balanceOf(deps, { kind: 'usd', userUuid }),
  held: await balanceOf(deps, { kind: 'held', userUuid, source: 'usd' }),
});
