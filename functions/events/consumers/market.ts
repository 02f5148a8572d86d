import { marketEventOf } from '../../domain/market/market-event';
import { recordMarketActivity } from '../../domain/market/record-activity';
import { alertWatchers } from '../../domain/watchlist/alerts';
import { sqsConsumer } from '../sqs-consumer';

/**
 * Keeps the market's records from MarketActivity events: the NFT's and the collection's activity, the price
 * history, the stats (owners, sales, all-time high, listings) and the floors. Each event acts once: its activity
 * record is the guard of the transaction that moves the counters (see record-activity.ts), and the rest is
 * idempotent, so a redelivery, even past the processed-event marker, changes nothing. Then the watchlist's alerts
 * (a watched NFT listed or repriced, a watched collection's floor under its price), each sent once (alerts.ts).
 */
export const { handler, consumeBatch } = sqsConsumer('market', async (deps, event) => {
  if (event['detail-type'] !== 'MarketActivity') {
    deps.logger.warn('not a market event', { type: event['detail-type'] });
    return;
  }
  const activity = marketEventOf(event);
  await recordMarketActivity(deps, activity);
  await alertWatchers(deps, activity);
});
