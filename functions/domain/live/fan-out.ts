import type { Db } from '../../data/db';
import { deleteLiveConnection, listChannelConnections } from '../../data/live-connection';
import { getNft } from '../../data/nft';
import type { BusEnvelope } from '../../events/catalog';
import type { Deps } from '../../lib/deps';
import { type Nudge, nonEmptyString, publicNameOf } from './channels';

/** A market event also changes its NFT's collection page (listings, floor, activity): one read finds which. */
export async function collectionNudgesOf(db: Db, event: BusEnvelope): Promise<Nudge[]> {
  const nftId = event['detail-type'] === 'MarketActivity' ? nonEmptyString(event.detail.nft_id) : undefined;
  const nft = nftId && (await getNft(db, nftId));
  return nft ? [{ channel: `collection:${nft.collectionId}`, kind: String(event.detail.kind) }] : [];
}

/**
 * Posts each nudge to every connection listening to its channel, and forgets connections API Gateway says are
 * gone. A nudge is a hint to reload, so one that fails is logged, not retried: the page still has its polling.
 */
export async function nudgeChannels(
  deps: Pick<Deps, 'db' | 'clock' | 'livePosts' | 'logger'>,
  nudges: Nudge[],
): Promise<void> {
  for (const nudge of nudges) {
    const connections = await listChannelConnections(deps.db, nudge.channel, deps.clock.now());
    const message = JSON.stringify({ channel: publicNameOf(nudge.channel), kind: nudge.kind });
    await Promise.all(
      connections.map(async (connectionId) => {
        try {
          if ((await deps.livePosts.post(connectionId, message)) === 'gone')
            await deleteLiveConnection(deps.db, connectionId);
        } catch (error) {
          deps.logger.warn('live nudge not delivered', {
            connectionId,
            channel: nudge.channel,
            error: error instanceof Error ? error.message : String(error),
          });
        }
      }),
    );
  }
}
