import type { AppConfig, Drop } from '../../../shared/api/schemas/catalog';
import { defaultAppSettings } from '../../../shared/domain/app-settings';
import { defaultFlags, type FeatureFlags } from '../../../shared/domain/flags';

export const NOW = new Date('2026-03-10T12:00:00.000Z');
const HOUR = 3600_000;

/** An ISO time `hours` from NOW. */
export const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString();

/** An ISO time `hours` from the real clock, for screens that follow it (countdowns, an auction's phase). */
export const fromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

export function makeDrop(overrides: Partial<Drop> = {}): Drop {
  return {
    id: 'drop-1',
    title: 'Summer Sounds',
    description: 'Three artists, one summer.',
    category: 'music',
    thumbnail: '/media/drops/summer.jpg',
    banner: '/media/drops/summer-banner.jpg',
    video: null,
    price: 25,
    feature_at: at(-24),
    feature_until: null,
    availability: 0,
    active: true,
    sold_out: false,
    show_signup: false,
    promotion: null,
    needs_waiting_room: false,
    terms_key: null,
    tiers: [],
    artist: { id: 'artist-1', name: 'DJ Nova', icon: '/media/a.jpg', image: '/media/a-big.jpg' },
    blockchain_types: [1],
    drops: [],
    ...overrides,
  };
}

export const makeConfig = (flags: Partial<FeatureFlags> = {}): AppConfig => ({
  flags: { ...defaultFlags, ...flags },
  settings: defaultAppSettings,
});

/** A GET /me answer (spec part 1 §3) for the account screens. */
export const makeMe = (overrides: Record<string, unknown> = {}) => ({
  uuid: 'user-1',
  email: 'fan@example.com',
  email_verified: true,
  username: 'fan_user',
  discord_username: null,
  date_joined: '2026-01-05T10:00:00.000Z',
  channel_2fa: 'phone',
  verification_status: 'not_initiated',
  wallets: [],
  hide_marketplace_credit: false,
  bitpay_recipient_status: null,
  accepted_dwolla_privacy_policy: false,
  accepted_dwolla_terms_of_service: false,
  ...Object.fromEntries(
    ['receipts', 'bidding', 'marketplace', 'offers', 'system'].flatMap((topic) => [
      [`${topic}_notifications`, true],
      [`${topic}_emails`, true],
    ]),
  ),
  ...overrides,
});
