import { describe, expect, it } from 'vitest';
import { isPublicChannel, nudgesOf, publicNameOf } from '../../../functions/domain/live/channels';
import type { BusEnvelope } from '../../../functions/events/catalog';

const event = (type: string, detail: Record<string, unknown>): BusEnvelope => ({
  id: 'e1',
  'detail-type': type,
  source: 'collectibles.platform',
  time: '2026-06-01T12:00:00Z',
  detail,
});

describe('live channels', () => {
  it('maps each event to the channels whose pages show what it changed', () => {
    expect(nudgesOf(event('AuctionChanged', { auction_id: 'A1', change: 'dutch_price' }))).toEqual([
      { channel: 'auction:A1', kind: 'dutch_price' },
    ]);
    expect(nudgesOf(event('WaitingRoomAdmitted', { drop_id: 'D1', admitted_through: 40 }))).toEqual([
      { channel: 'drop:D1', kind: 'admission' },
    ]);
    expect(nudgesOf(event('DropStateChanged', { drop_id: 'D1', from: 0, to: 1 }))).toEqual([
      { channel: 'drop:D1', kind: 'state' },
    ]);
    // A resale sale changes the NFT's market and its listing's (a resale auction's) page.
    expect(nudgesOf(event('MarketActivity', { kind: 'sale', nft_id: 'N1', listing_id: 'L1' }))).toEqual([
      { channel: 'nft:N1', kind: 'sale' },
      { channel: 'auction:L1', kind: 'sale' },
    ]);
    // A user's channel is the inbox's to nudge, once the notification is stored.
    expect(nudgesOf(event('NotificationRequested', { user_uuid: 'U1', notification_type: 10 }))).toEqual([]);
    expect(nudgesOf(event('EmailSubscribed', { email: 'a@example.com', tags: [] }))).toEqual([]);
  });

  it('accepts only the public channel names, and never shows a user channel with its uuid', () => {
    for (const channel of ['auction:A1', 'nft:nft-1', 'collection:C_1', 'drop:drop.2'])
      expect(isPublicChannel(channel)).toBe(true);
    for (const channel of [
      'user',
      'user:U1',
      'auction:',
      'auction:a b',
      'wallet:1',
      `nft:${'x'.repeat(129)}`,
    ])
      expect(isPublicChannel(channel)).toBe(false);
    expect(publicNameOf('user:U1')).toBe('user');
    expect(publicNameOf('auction:A1')).toBe('auction:A1');
  });
});
