import type { AuctionRecord } from '../../../functions/data/auction';
import type { DropRecord } from '../../../functions/data/drop';
import type { NftRecord } from '../../../functions/data/nft';
import { TIME_MS } from '../../../shared/domain/constants';
import { AuctionType, Blockchain, HasVault } from '../../../shared/domain/enums';
import type { AuctionSpec } from './auction-specs';
import type { MediaSet } from './media-set';
import { buildCuratedNft } from './nfts';
import type { Timeline } from './timeline';

/** Bid steps of about 5% of the opening price, in whole dollars (at least $5). */
const bidIncrement = (priceCents: number) => Math.max(500, Math.round(priceCents / 20 / 100) * 100);

const BID_TYPES = new Set<number>([
  AuctionType.standard,
  AuctionType.silent,
  AuctionType.tiered,
  AuctionType.open,
]);

/** A Dutch auction's price and next tick as they are at `now`, as if every tick since the start had fired. */
function dutchNow(now: Date, starts: string, startCents: number, dutch: NonNullable<AuctionSpec['dutch']>) {
  const every = dutch.everyHours * TIME_MS.hour;
  const startMs = new Date(starts).getTime();
  const ticks = Math.max(0, Math.floor((now.getTime() - startMs) / every));
  return {
    priceCents: Math.max(dutch.floorCents, startCents - ticks * dutch.reductionCents),
    nextRun: new Date(startMs + (ticks + 1) * every).toISOString(),
  };
}

export function buildAuction(
  spec: AuctionSpec,
  now: Date,
  time: Timeline,
  drop: DropRecord,
  media: MediaSet,
): { auction: AuctionRecord; nft: NftRecord } {
  const nft = buildCuratedNft(
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
  const starts = time.at(spec.startH);
  const dutch = spec.dutch && dutchNow(now, starts, spec.priceCents, spec.dutch);
  const isBid = BID_TYPES.has(spec.type);
  const soldOut = spec.soldOut ?? false;
  const auction: AuctionRecord = {
    id: `auction-${spec.slug}`,
    dropId: drop.id,
    title: spec.title,
    description: spec.description,
    priceCents: dutch?.priceCents ?? spec.priceCents,
    auctionType: spec.type,
    starts,
    ends: spec.endH === null ? null : time.at(spec.endH),
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
    nft: {
      id: nft.id,
      type: nft.type,
      resellAllowed: nft.resellAllowed,
      mintedBy: nft.mintedBy,
      hasVault: nft.hasVault,
    },
    highestBidCents: null,
    bidIncrementCents: isBid ? bidIncrement(spec.priceCents) : null,
    minimumWinningBidCents: isBid ? spec.priceCents : null,
    amexOnly: spec.amexOnly ?? false,
    termsKey: spec.termsKey ?? null,
    externalUrl: spec.external?.url ?? null,
    buttonTitle: spec.external?.buttonTitle ?? null,
    floorPriceCents: spec.dutch?.floorCents ?? null,
    reductionAmountCents: spec.dutch?.reductionCents ?? null,
    interval:
      dutch && spec.dutch ? { nextRun: dutch.nextRun, every: spec.dutch.everyHours, period: 'hours' } : null,
  };
  return { auction, nft };
}
