import type { OwnedItem } from '../../../../shared/api/schemas/nft';
import type { Offer } from '../../../../shared/api/schemas/offers';
import { makeOwnedItem } from '../../testing/nft-fixtures';

const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** An offer as GET /api/offers/{offerId} answers it (by default to its maker, made just now). */
export function makeOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    uuid: 'offer-1',
    created_by: { uuid: 'user-1', username: 'fan_user' },
    amount: 120,
    coin: null,
    payment_method: 2,
    expires_at: hoursFromNow(7 * 24),
    created_at: hoursFromNow(0),
    cancellable_at: hoursFromNow(6),
    status: 1,
    card_details: null,
    paymentId: null,
    viewed: false,
    nft_item: {
      id: 'nft-a-3',
      nft_id: 'nft-a',
      sequence: 3,
      title: 'Neon Block',
      thumbnail: '/media/nfts/a.svg',
    },
    seller_receives: 102,
    royalty: 12,
    platform_fee: 6,
    is_maker: true,
    ...overrides,
  };
}

/** The edition offers are about, as GET /api/nft/{nftId}/item/{itemId} answers it (to someone who does not own it). */
export const makeOfferItem = (overrides: Partial<OwnedItem> = {}): OwnedItem =>
  makeOwnedItem({
    id: 'nft-a-3',
    sequence: 3,
    is_owner: false,
    export_status: null,
    export_allowed: null,
    export_cancellable: null,
    new_offers_count: null,
    offers_count: null,
    resell_allowed: null,
    can_gift: null,
    ...overrides,
  });
