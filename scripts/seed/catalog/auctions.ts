import { type AuctionRecord, auctionNftOf } from '../../../functions/data/auction';
import type { DropRecord } from '../../../functions/data/drop';
import type { NftRecord } from '../../../functions/data/nft';
import { Blockchain, HasVault } from '../../../shared/domain/enums';
import { auctionKind, dutchNextRun, dutchScheduleOf } from '../../../shared/rules/auctions';
import type { AuctionSpec } from './auction-specs';
import type { MediaSet } from './media-set';
import { buildCuratedNft } from './nfts';
import type { Timeline } from './timeline';

/** Bid steps of about 5% of the opening price, in whole dollars (at least $5). */
const bidIncrement = (priceCents: number) => Math.max(500, Math.round(priceCents / 20 / 100) * 100);

/**
 * A Dutch auction's interval with its next tick at `now` (the API computes it again from the clock; the stored
 * price stays the opening price, which the rules lower).
 */
function dutchInterval(now: Date, auction: Pick<AuctionRecord, 'starts' | 'ends'>, spec: AuctionSpec) {
  if (!spec.dutch) return null;
  const interval = { every: spec.dutch.everyHours, period: 'hours' as const };
  const schedule = dutchScheduleOf({
    ...auction,
    priceCents: spec.priceCents,
    floorPriceCents: spec.dutch.floorCents,
    reductionAmountCents: spec.dutch.reductionCents,
    interval,
  });
  return { ...interval, nextRun: (dutchNextRun(schedule, now) ?? new Date(auction.starts)).toISOString() };
}

export function buildAuction(
  spec: AuctionSpec,
  now: Date,
  time: Timeline,
  drop: DropRecord,
  media: MediaSet,
): { auction: AuctionRecord; nft: NftRecord } {
  const id = `auction-${spec.slug}`;
  const curated = buildCuratedNft(
    {
      id: `nft-${spec.slug}`,
      title: spec.title,
      description: spec.description,
      category: drop.category,
      tier: spec.tier,
      quantity: spec.quantity,
      artist: drop.artist,
      hasVault: spec.hasVault ?? HasVault.no,
      blockchainType: (drop.blockchainTypes[0] ?? Blockchain.tezos) as Blockchain,
      resellAllowed: spec.priceCents > 0,
    },
    media,
  );
  const nft: NftRecord = { ...curated, auctionId: id };
  const starts = time.at(spec.startH);
  const ends = spec.endH === null ? null : time.at(spec.endH);
  const isBid = auctionKind(spec.type).mode === 'bid';
  const soldOut = spec.soldOut ?? false;
  const auction: AuctionRecord = {
    id,
    dropId: drop.id,
    title: spec.title,
    description: spec.description,
    priceCents: spec.priceCents,
    auctionType: spec.type,
    starts,
    ends,
    thumbnailKey: nft.thumbnailKey,
    imageKey: nft.imageKey,
    videoKey: null,
    audioKey: null,
    backgroundImageKey: spec.drawBanner ? drop.bannerKey : null,
    initialQuantity: spec.quantity,
    availableQuantity: soldOut ? 0 : spec.quantity,
    soldOut,
    comingSoonText: spec.comingSoonText ?? null,
    artist: drop.artist,
    blockchainTypes: drop.blockchainTypes,
    row: spec.row,
    nft: auctionNftOf(nft),
    highestBidCents: null,
    bidIncrementCents: isBid ? bidIncrement(spec.priceCents) : null,
    minimumWinningBidCents: isBid ? spec.priceCents : null,
    amexOnly: spec.amexOnly ?? false,
    promotionUuid: drop.promotionUuid,
    maxPerAccount: spec.maxPerAccount ?? null,
    physicalItem: spec.physicalItem ? { ...spec.physicalItem, thumbnailKey: nft.thumbnailKey } : null,
    termsKey: spec.termsKey ?? null,
    externalUrl: spec.external?.url ?? null,
    buttonTitle: spec.external?.buttonTitle ?? null,
    floorPriceCents: spec.dutch?.floorCents ?? null,
    reductionAmountCents: spec.dutch?.reductionCents ?? null,
    interval: dutchInterval(now, { starts, ends }, spec),
  };
  return { auction, nft };
}
