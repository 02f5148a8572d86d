import { describe, expect, it } from 'vitest';
import { defaultNotificationSettings } from '../../../functions/data/user';
import { renderNotification, wantsEmail, wantsInApp } from '../../../functions/domain/notifications/render';
import { NotificationType, notificationTypes } from '../../../shared/domain/enums';

const auction = { id: 'A1', title: 'Genesis' };
const extra = { nft_uuid: 'N1', nft_item_uuid: 'I1' };
const request = (notification_type: number, context = {}) => ({
  user_uuid: 'U1',
  notification_type,
  subject: 'Genesis #1',
  ...context,
});

/**
 * The expected topic of every code: 1-26 (spec part 1 §3, with 25 and 26 as the account's own notices), then the
 * watchlist's 27-30, a draw drop's 31-32 and a chargeback's 33-34 and a hold's release, 35.
 */
const expectedTopics: Record<number, string> = {
  1: 'bidding',
  2: 'bidding',
  3: 'bidding',
  4: 'bidding',
  5: 'bidding',
  6: 'marketplace',
  7: 'marketplace',
  8: 'receipts',
  9: 'receipts',
  10: 'receipts',
  11: 'marketplace',
  12: 'bidding',
  13: 'receipts',
  14: 'receipts',
  15: 'receipts',
  16: 'receipts',
  17: 'bidding',
  18: 'offers',
  19: 'offers',
  20: 'offers',
  21: 'offers',
  22: 'offers',
  23: 'receipts',
  24: 'receipts',
  25: 'system',
  26: 'system',
  27: 'marketplace',
  28: 'marketplace',
  29: 'bidding',
  30: 'marketplace',
  31: 'receipts',
  32: 'receipts',
  33: 'receipts',
  34: 'receipts',
  35: 'receipts',
};

describe('notification kinds', () => {
  it('map every code to its topic, a headline naming the subject (but the welcome) and an app link', () => {
    expect(notificationTypes).toEqual(Object.keys(expectedTopics).map(Number));
    for (const type of notificationTypes) {
      const rendered = renderNotification(request(type, { auction, extra }));
      expect(rendered, `type ${type}`).toMatchObject({ type, topic: expectedTopics[type] });
      if (type !== NotificationType.accountWelcome)
        expect(rendered?.subject, `type ${type}`).toContain('Genesis #1');
      expect(rendered?.link, `type ${type}`).toMatch(/^\/app(\/|$)/);
    }
  });

  it('gives every type its own headline', () => {
    const headlines = notificationTypes.map((type) => renderNotification(request(type))?.subject);
    expect(new Set(headlines).size).toBe(notificationTypes.length);
  });

  it('renders the outbid notice with a link to the auction page', () => {
    expect(renderNotification(request(NotificationType.outbid, { auction, extra }))).toEqual({
      type: 1,
      topic: 'bidding',
      subject: 'You have been outbid on Genesis #1',
      link: '/app/nft/N1/A1/auction',
    });
  });

  it('falls back to the item, then to a listing page, when the links are missing', () => {
    expect(renderNotification(request(NotificationType.outbid, { extra }))?.link).toBe(
      '/app/nft/N1/I1/details',
    );
    expect(renderNotification(request(NotificationType.outbid))?.link).toBe('/app/notifications');
    expect(renderNotification(request(NotificationType.offerReceived, { extra }))?.link).toBe(
      '/app/nft/N1/I1/offers',
    );
    expect(renderNotification(request(NotificationType.nftBought))?.link).toBe('/app/account/my-collection');
    expect(renderNotification(request(NotificationType.accountSecurity))?.link).toBe('/app/account/settings');
  });

  it("opens a watchlist alert's NFT market, auction or collection", () => {
    const nft_uuid = 'N1';
    expect(renderNotification(request(NotificationType.priceAlert, { nft_uuid, auction, extra }))).toEqual({
      type: 28,
      topic: 'marketplace',
      subject: 'Price alert: Genesis #1 is listed at or under your price',
      link: '/app/nft/N1/marketplace-auction',
    });
    expect(
      renderNotification(request(NotificationType.watchedAuctionEndingSoon, { nft_uuid, auction }))?.link,
    ).toBe('/app/nft/N1/A1/auction');
    expect(
      renderNotification(request(NotificationType.collectionFloorAlert, { collection_uuid: 'C1' }))?.link,
    ).toBe('/app/collection/C1');
    expect(renderNotification(request(NotificationType.watchedNftListed))?.link).toBe('/app/notifications');
  });

  it('welcomes without a subject', () => {
    expect(renderNotification(request(NotificationType.accountWelcome))).toMatchObject({
      topic: 'system',
      subject: 'Welcome to Collectibles',
      link: '/app',
    });
  });

  it('rejects types outside the known list', () => {
    for (const type of [0, 36, 99, -1, 1.5]) expect(renderNotification(request(type))).toBeUndefined();
  });
});

describe('notification flags', () => {
  const allOff = Object.fromEntries(
    Object.keys(defaultNotificationSettings).map((name) => [name, false]),
  ) as typeof defaultNotificationSettings;

  it('follow the in-app flag of each topic', () => {
    expect(wantsInApp(defaultNotificationSettings, 'bidding')).toBe(true);
    expect(wantsInApp(allOff, 'bidding')).toBe(false);
    expect(wantsInApp({ ...allOff, offers_notifications: true }, 'offers')).toBe(true);
    expect(wantsInApp(allOff, 'system')).toBe(false);
  });

  it('always e-mail receipts and system notices, and follow the flag for the other topics', () => {
    expect(wantsEmail(allOff, 'receipts')).toBe(true);
    expect(wantsEmail(allOff, 'system')).toBe(true);
    for (const topic of ['bidding', 'marketplace', 'offers'] as const) {
      expect(wantsEmail(allOff, topic)).toBe(false);
      expect(wantsEmail({ ...allOff, [`${topic}_emails`]: true }, topic)).toBe(true);
    }
  });
});
