import type { BusEnvelope, EventType } from '../../events/catalog';

/**
 * Live-update channels. Public ones name what a page shows (`auction:<id>`, `nft:<id>`, `collection:<id>`,
 * `drop:<id>`); the private `user` channel is the caller's own notifications, stored per user as `user:<uuid>`.
 */
export const USER_CHANNEL = 'user';
const PUBLIC_CHANNEL = /^(auction|nft|collection|drop):[A-Za-z0-9_.-]{1,128}$/;

export const isPublicChannel = (channel: string) => PUBLIC_CHANNEL.test(channel);
export const userChannelOf = (userUuid: string) => `${USER_CHANNEL}:${userUuid}`;

/** What a socket receives: which channel changed and how; the page reloads its own data (none travels here). */
export interface Nudge {
  channel: string;
  kind: string;
}

/** The channel name a subscriber used: a user channel is heard as plain `user`, never with another's uuid. */
export const publicNameOf = (channel: string) =>
  channel.startsWith(`${USER_CHANNEL}:`) ? USER_CHANNEL : channel;

/** An event detail's string field, when it holds one. */
export const nonEmptyString = (value: unknown) =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

/**
 * The channels an event changes, each with the kind of change; none for events pages do not show. A user's
 * channel is nudged by the inbox once it stored the notification (a nudge before would reload too early).
 */
export function nudgesOf(event: BusEnvelope): Nudge[] {
  const { detail } = event;
  switch (event['detail-type']) {
    case 'AuctionChanged': {
      const auctionId = nonEmptyString(detail.auction_id);
      return auctionId ? [{ channel: `auction:${auctionId}`, kind: String(detail.change) }] : [];
    }
    case 'WaitingRoomAdmitted': {
      const dropId = nonEmptyString(detail.drop_id);
      return dropId ? [{ channel: `drop:${dropId}`, kind: 'admission' }] : [];
    }
    case 'MarketActivity': {
      const kind = String(detail.kind);
      const nftId = nonEmptyString(detail.nft_id);
      const listingId = nonEmptyString(detail.listing_id);
      return [
        ...(nftId ? [{ channel: `nft:${nftId}`, kind }] : []),
        ...(listingId ? [{ channel: `auction:${listingId}`, kind }] : []),
      ];
    }
    case 'DropStateChanged': {
      const dropId = nonEmptyString(detail.drop_id);
      return dropId ? [{ channel: `drop:${dropId}`, kind: 'state' }] : [];
    }
    default:
      return [];
  }
}

/** The event types that nudge a channel: the live rule's pattern. */
export const nudgingEventTypes: EventType[] = [
  'AuctionChanged',
  'WaitingRoomAdmitted',
  'MarketActivity',
  'DropStateChanged',
];
