import type { ActivityEntry, PriceHistory } from '../../../shared/api/schemas/activity';
import type { ActivityRecord } from '../../data/market-activity';
import type { PriceSummary } from '../../domain/market/price-summary';
import { mediaUrl } from '../../domain/media';
import { centsToUsd, optionalCentsToUsd } from '../../domain/money';
import type { Env } from '../../lib/env';

type MediaEnv = Pick<Env, 'MEDIA_BASE_URL'>;

/** An activity record as the NFT's and the collection's feeds answer it (usernames read for the page). */
export function activityEntryView(
  env: MediaEnv,
  record: ActivityRecord,
  usernames: ReadonlyMap<string, string>,
): ActivityEntry {
  const username = (uuid: string | null) => (uuid === null ? null : (usernames.get(uuid) ?? null));
  return {
    id: record.id,
    kind: record.kind,
    at: record.at,
    nft: { id: record.nftId, title: record.nftTitle, thumbnail: mediaUrl(env, record.thumbnailKey) },
    nft_item:
      record.itemId !== null && record.sequence !== null
        ? { id: record.itemId, sequence: record.sequence }
        : null,
    price: optionalCentsToUsd(record.priceCents),
    from: username(record.fromUuid),
    to: username(record.toUuid),
    market: record.market,
  };
}

export const pricePointView = (record: ActivityRecord): PriceHistory['points'][number] => ({
  at: record.at,
  price: centsToUsd(record.priceCents ?? 0),
  market: record.market ?? 'primary',
  sequence: record.sequence,
});

export const priceSummaryView = (summary: PriceSummary): PriceHistory['summary'] => ({
  sales: summary.sales,
  volume: centsToUsd(summary.volumeCents),
  average: optionalCentsToUsd(summary.averageCents),
  low: optionalCentsToUsd(summary.lowCents),
  high: optionalCentsToUsd(summary.highCents),
});
