import { nudgesOf } from '../../domain/live/channels';
import { collectionNudgesOf, nudgeChannels } from '../../domain/live/fan-out';
import { awsLivePosts } from '../../lib/adapters/api-gateway-live-posts';
import { sqsConsumer } from '../sqs-consumer';

/**
 * Tells the sockets listening to what an event changed: an auction's bids or Dutch price, an NFT's and its
 * collection's market, a drop's state or admissions, a user's inbox.
 */
export const { handler, consumeBatch } = sqsConsumer(
  'live',
  async (deps, event) =>
    nudgeChannels(deps, [...nudgesOf(event), ...(await collectionNudgesOf(deps.db, event))]),
  awsLivePosts,
);
