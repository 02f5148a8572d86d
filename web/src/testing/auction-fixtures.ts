import type { AuctionDetail, Bid } from '../../../shared/api/schemas/bids';
import { AuctionType } from '../../../shared/domain/enums';
import { at } from './fixtures';

/** A GET /auction/{id} answer: a running standard auction with no bids, unless overridden. */
export function makeAuctionDetail(overrides: Partial<AuctionDetail> = {}): AuctionDetail {
  return {
    id: 'auction-1',
    drop_id: 'drop-1',
    title: 'Golden Hour',
    description: 'One of one.',
    price: 10,
    auction_type: AuctionType.standard,
    starts: at(-1),
    ends: at(24),
    thumbnail: '/a.jpg',
    image: '/a-big.jpg',
    video: null,
    audio: null,
    background_image: null,
    initial_quantity: 1,
    available_quantity: 1,
    sold_out: false,
    coming_soon_text: null,
    artist: { id: 'artist-1', name: 'DJ Nova', icon: '/media/a.jpg', image: '/media/a-big.jpg' },
    blockchain_types: [1],
    positioning: { row: 1 },
    nft: { id: 'nft-1', type: 1, resell_allowed: true, minted_by: 'DJ Nova', has_vault: 'no' },
    highest_bid: null,
    bid_increment: 1,
    minimum_winning_bid: null,
    amex_only: false,
    promotion: null,
    max_per_account: null,
    physical_item: null,
    terms_key: null,
    external_url: null,
    button_title: null,
    floor_price: null,
    reduction_amount: null,
    interval: null,
    last_bid: null,
    lowest_bid_to_beat: null,
    is_able_to_bid: true,
    reached_purchase_limit: false,
    dutch_state: null,
    refresh_at: null,
    ...overrides,
  };
}

/** A physical item shipped with the NFT. */
export const makePhysicalItem = (
  overrides: Partial<NonNullable<AuctionDetail['physical_item']>> = {},
): NonNullable<AuctionDetail['physical_item']> => ({
  title: 'Signed vinyl',
  description: 'Signed by the artist.',
  thumbnail: '/vinyl.jpg',
  shipping_countries: ['US'],
  is_shirt_included: false,
  ...overrides,
});

/** A bid on the leaderboard: `rank` 1 is the best. */
export const makeBid = (rank: number, overrides: Partial<Bid> = {}): Bid => ({
  id: `bid-${rank}`,
  amount: 100 - rank,
  created_by: { username: `bidder_${rank}` },
  created_at: at(-rank),
  sequence: rank,
  rank,
  is_winning: rank === 1,
  is_own: false,
  ...overrides,
});

/** A POST /auction/{id}/bid answer: the caller's bid of `amount`, placed or updated, now winning. */
export const makeBidPlaced = (status: 'placed' | 'updated', amount: number) => ({
  status,
  message: status === 'placed' ? 'Your bid has been placed' : 'Your bid has been updated',
  bid: makeBid(1, { amount, created_by: { username: 'fan_user' }, is_own: true }),
});
