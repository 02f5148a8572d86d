import * as z from '../../../shared/zod';
import {
  deleteLiveConnection,
  deleteLiveSubscription,
  getLiveConnection,
  LIVE_CONNECTION_MAX_SECONDS,
  listLiveSubscriptions,
  putLiveConnection,
  putLiveSubscription,
} from '../../data/live-connection';
import type { Deps } from '../../lib/deps';
import { UnauthorizedError } from '../../lib/errors';
import { isPublicChannel, publicNameOf, USER_CHANNEL, userChannelOf } from './channels';
import {
  MalformedLiveRequestError,
  PrivateChannelError,
  TooManyChannelsError,
  UnknownChannelError,
  UnknownConnectionError,
} from './errors';

/** Enough for every page open in one tab (an auction, its NFT and collection, a drop, the header's `user`). */
export const MAX_CHANNELS_PER_CONNECTION = 20;

const liveRequestSchema = z.object({
  action: z.enum(['subscribe', 'unsubscribe']),
  channel: z.string().check(z.minLength(1), z.maxLength(200)),
  /** The access token (the HTTP API's bearer token): only the private `user` channel needs it. */
  token: z.optional(z.string()),
});

export type LiveReply = { type: 'subscribed' | 'unsubscribed'; channel: string };

export async function openLiveConnection(deps: Pick<Deps, 'db' | 'clock'>, connectionId: string) {
  const now = deps.clock.now();
  await putLiveConnection(deps.db, {
    connectionId,
    connectedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + LIVE_CONNECTION_MAX_SECONDS * 1000).toISOString(),
  });
}

export const closeLiveConnection = (deps: Pick<Deps, 'db'>, connectionId: string) =>
  deleteLiveConnection(deps.db, connectionId);

function parseRequest(body: string) {
  try {
    const parsed = liveRequestSchema.safeParse(JSON.parse(body));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: refused below like any other malformed frame
  }
  throw new MalformedLiveRequestError();
}

/** The stored channel a request names: a public one as is, `user` as the token's own user channel. */
async function storedChannelOf(deps: Pick<Deps, 'sessions'>, channel: string, token: string | undefined) {
  if (isPublicChannel(channel)) return channel;
  if (channel.startsWith(`${USER_CHANNEL}:`)) throw new PrivateChannelError();
  if (channel !== USER_CHANNEL) throw new UnknownChannelError();
  if (!token) throw new UnauthorizedError();
  const principal = await deps.sessions.verifyIdToken(token);
  return userChannelOf(principal.uuid);
}

/** Answers a socket frame: subscribes the connection to a channel or unsubscribes it. */
export async function answerLiveRequest(
  deps: Pick<Deps, 'db' | 'clock' | 'sessions'>,
  connectionId: string,
  body: string,
): Promise<LiveReply> {
  const request = parseRequest(body);
  const connection = await getLiveConnection(deps.db, connectionId, deps.clock.now());
  if (!connection) throw new UnknownConnectionError();
  const subscriptions = await listLiveSubscriptions(deps.db, connectionId);
  if (request.action === 'unsubscribe') {
    const subscription = subscriptions.find((s) => publicNameOf(s.channel) === request.channel);
    if (subscription) await deleteLiveSubscription(deps.db, connectionId, subscription.channel);
    return { type: 'unsubscribed', channel: request.channel };
  }
  const channel = await storedChannelOf(deps, request.channel, request.token);
  if (
    subscriptions.length >= MAX_CHANNELS_PER_CONNECTION &&
    !subscriptions.some((s) => s.channel === channel)
  )
    throw new TooManyChannelsError(MAX_CHANNELS_PER_CONNECTION);
  await putLiveSubscription(deps.db, connection, channel);
  return { type: 'subscribed', channel: request.channel };
}
