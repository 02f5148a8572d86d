import type { OwnedItem } from '../../../../shared/api/schemas/nft';
import type { Offer } from '../../../../shared/api/schemas/offers';

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
export function makeOfferItem(overrides: Partial<OwnedItem> = {}): OwnedItem {
  return {
    id: 'nft-a-3',
    nft: {
      id: 'nft-a',
      title: 'Neon Block',
      type: 4,
      thumbnail: '/media/nfts/a.svg',
      image: '/media/nfts/a.svg',
      artist: { id: 'artist-1', name: 'Studio Kairo', icon: '/media/i.svg', image: '/media/im.svg' },
      minted_by: 'platform',
      blockchain_type: 1,
    },
    sequence: 3,
    sold_at: null,
    is_vault_opened: false,
    vault: [],
    metadata: {
      openEdition: false,
      contract_address: null,
      tezos_address: null,
      artifactUri: '/media/nfts/a.svg',
      displayUri: '/media/nfts/a.svg',
    },
    visibility: 'public',
    rank: null,
    owned_at: '2026-03-01T10:00:00.000Z',
    is_owner: false,
    export_status: null,
    export_allowed: null,
    export_cancellable: null,
    export_denied_reason: null,
    time_to_export: null,
    new_offers_count: null,
    offers_count: null,
    resell_allowed: null,
    resell_denied_reason: null,
    can_gift: null,
    ...overrides,
  };
}
