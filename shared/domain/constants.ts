import { Currency, SortOrder } from './enums';

/**
 * Business constants and limits of spec part 2 §9. Money is in integer USD cents, percentages of money in
 * basis points (1% = 100 bps), durations in milliseconds unless the name says otherwise.
 */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
export const TIME_MS = { second: SECOND_MS, minute: MINUTE_MS, hour: HOUR_MS, day: DAY_MS } as const;

/** A range of whole units (business days, weeks...). */
export interface Range {
  readonly min: number;
  readonly max: number;
}

// ---------------------------------------------------------------------------------------------------------
// App
// ---------------------------------------------------------------------------------------------------------

export const APP_BASE_PATH = '/app';

// ---------------------------------------------------------------------------------------------------------
// Money and fees
// ---------------------------------------------------------------------------------------------------------

export const CENTS_PER_USD = 100;
/** Denominator of basis points: amount * bps / BPS_DENOMINATOR. */
export const BPS_DENOMINATOR = 10_000;
export const USD_DECIMALS = 2;
/** Coin amounts are integer micro-units, shown with 6 decimals. */
export const COIN_DISPLAY_DECIMALS = 6;
export const COIN_MICRO_UNITS = 1_000_000;
/** USD amounts are shown compact ('$1.2K') from $1,000 upward, otherwise with up to 2 decimals. */
export const USD_COMPACT_FROM_CENTS = 100_000;
export const DATE_TIME_FORMAT = 'MM/DD/YYYY hh:mm A';

// Pass (membership)
export const PASS_PRICE_CENTS = 25_000;
export const PASS_FIRST_MINT_SUPPLY = 2600;
export const PASS_IRL_BUNDLE_EXTRA_CENTS = 10_000;
export const PASS_FREE_NFTS_PER_YEAR = 4;
export const PASS_PLATINUM_EXTRA_NFTS_PER_YEAR = 4;
/** Platinum tier: rarity under 10%; diamond: under 1%. */
export const PASS_PLATINUM_RARITY_MAX_PERCENT = 10;
export const PASS_DIAMOND_RARITY_MAX_PERCENT = 1;
/** In-real-life bundle card shipped in 4-6 weeks, instructions within 1 week. */
export const PASS_IRL_CARD_SHIPPING_WEEKS: Range = { min: 4, max: 6 };
export const PASS_IRL_INSTRUCTIONS_WITHIN_WEEKS = 1;
export const PASS_IRL_MEMBERSHIP_YEARS = 1;
export const SPORTS_PASS_UPGRADE_WINDOW_MS = 30 * DAY_MS;

// Fusion
export const DEFAULT_FUSE_PRICE_CENTS = 5000;
export const FUSION_NFT_COUNT = 3;
export const FUSION_PREVIEW_SLOTS = 4;
export const FUSION_MAX_DURATION_MS = 14 * DAY_MS;

// Storefront (issue 15: not numbered by the spec)
/** The fee a creator pays to mint a storefront NFT, before the payment method's own fee. */
export const STOREFRONT_MINTING_FEE_CENTS = 500;
/** The platform's share of a storefront first sale; the rest is the creator's earnings. */
export const STOREFRONT_PLATFORM_FEE_BPS = 1000;
export const STOREFRONT_ARTISTS_PAGE_SIZE = 15;
export const STOREFRONT_MAX_EDITIONS = 1000;
export const STOREFRONT_MAX_TRAITS = 20;
/** Creator royalty on resales: at most 10%. */
export const STOREFRONT_MAX_ROYALTY_BPS = 1000;
export const STOREFRONT_MEDIA_MAX_BYTES = 50 * 1024 * 1024;
export const CREATOR_INVITATION_TTL_MS = 30 * DAY_MS;

// Gift, withdrawal, resale, offers, bids
export const GIFT_FEE_CENTS = 100;
export const WITHDRAWAL_MIN_CENTS = 1000;
/** 1% fee on crypto withdrawal confirmation. */
export const CRYPTO_WITHDRAWAL_FEE_BPS = 100;
export const SALE_PRICE_MIN_CENTS = 100;
export const SALE_PRICE_MAX_CENTS = 9_999_999_999;
/** Offers are at least $1. */
export const OFFER_MIN_CENTS = 100;
/** How long an offer stays open (not in the spec; OpenSea's default, 7 days); it then expires and its hold goes back. */
export const OFFER_LIFETIME_MS = 7 * DAY_MS;
/** A bid's minimum is minimum_winning_bid, else price, else $1. */
export const BID_FALLBACK_MIN_CENTS = 100;
/** Pre-qualified bids are at least $1. */
export const PREQUALIFIED_BID_MIN_CENTS = 100;

// Prepaid crypto and on-ramp
/** Crypto refund: 0.2% bank fee, 2 business days or less. */
export const CRYPTO_REFUND_BANK_FEE_BPS = 20;
export const CRYPTO_REFUND_MAX_BUSINESS_DAYS = 2;
/**
 * The smallest crypto refund per coin, in micro-units (1 coin = 1,000,000): above what the network charges to
 * send it (BTC and ETH at busy times, an ERC-20 transfer for USDC), so a refund never costs more than it returns
 * nor is used to make the platform pay fees. Not in the spec.
 */
export const CRYPTO_REFUND_MIN_MICROS: Readonly<Record<Currency, number>> = {
  BTC: 500,
  ETH: 5_000,
  XTZ: 100_000,
  USDC: 10_000_000,
  MATIC: 1_000_000,
};
export const ON_RAMP_MIN_BASE_AMOUNT_CENTS = 3000;

/** Crypto accepted for payment, in the spec's order. */
export const ALLOWED_PAYMENT_CRYPTO: readonly Currency[] = [
  Currency.ETH,
  Currency.XTZ,
  Currency.BTC,
  Currency.USDC,
  Currency.MATIC,
];
/** Exchange rates are displayed only for these. */
export const RATE_DISPLAY_COINS: readonly Currency[] = [Currency.ETH, Currency.XTZ];

// ---------------------------------------------------------------------------------------------------------
// Times
// ---------------------------------------------------------------------------------------------------------

// Payouts and withdrawals
export const FIAT_PAYOUT_BUSINESS_DAYS: Range = { min: 2, max: 3 };
export const CRYPTO_PAYOUT_BUSINESS_DAYS: Range = { min: 1, max: 2 };
/** Payout batches run at 10 AM and 5 PM Eastern time. */
export const PAYOUT_BATCH_TIME_ZONE = 'America/New_York';
export const PAYOUT_BATCH_HOURS: readonly number[] = [10, 17];
export const FIRST_WITHDRAWAL_WAIT_MS = 14 * DAY_MS;
/** Marketplace credit may be held up to 90 days. */
export const CREDIT_HOLD_MAX_MS = 90 * DAY_MS;
/**
 * How long credit and earnings paid for by a card stay on hold before they may be withdrawn (spending them on the
 * platform is never held). The whole 90 days the spec allows: card networks accept a fraud dispute for up to 120
 * days after the charge, so anything shorter lets a stolen card's money leave before its chargeback can reach it,
 * and 90 days covers nearly all of them; what a later one takes back goes to the seller's recovery account.
 */
export const CARD_FUNDS_HOLD_MS = CREDIT_HOLD_MAX_MS;

// Export
export const EXPORT_PROCESSING_BUSINESS_DAYS: Range = { min: 2, max: 7 };
/** Export becomes possible about 30 days after purchase. */
export const EXPORT_DELAY_AFTER_PURCHASE_MS = 30 * DAY_MS;

// Resale, offers, cards, auctions
export const CARD_RESALE_COOLDOWN_MS = 48 * HOUR_MS;
export const OFFER_CANCEL_LOCK_MS = 6 * HOUR_MS;
export const CARD_PAUSE_AFTER_DECLINES = 5;
/** How long a card stays paused after its 5th decline ('paused for 24 hours'). */
export const CARD_PAUSE_MS = 24 * HOUR_MS;
export const PREQUALIFIED_WINNER_PAYMENT_WINDOW_MS = 24 * HOUR_MS;
export const PREQUALIFIED_REFRESH_BEFORE_END_MS = 180_000;
export const DEPOSIT_ADDRESS_TTL_MS = 15 * MINUTE_MS;
export const VAULT_OPEN_DELAY_MS = 5 * SECOND_MS;
/** Free claims one account may make of an open giveaway that sets no per-account limit of its own. */
export const DEFAULT_FREE_CLAIMS_PER_ACCOUNT = 1;
/** How long a transaction report's signed URL reads the file: enough to download it, too short to pass around. */
export const TRANSACTION_REPORT_URL_TTL_MS = 5 * MINUTE_MS;

// Timed states
/** A countdown ('Live in' / 'Ends in') shows within 48 hours of start or end. */
export const COUNTDOWN_WINDOW_MS = 48 * HOUR_MS;
/** 'Live' shows only if more than 30 days remain or an end exists. */
export const LIVE_LABEL_MIN_REMAINING_MS = 30 * DAY_MS;

// Polling and refresh
export const FRAUD_DECISION_POLL_INTERVAL_MS = 3 * SECOND_MS;
export const FRAUD_DECISION_POLL_TIMEOUT_MS = 120 * SECOND_MS;
/** A checkout answered 202 'accepted': its order is read every 2 s, for up to 2 minutes. */
export const ORDER_STATUS_POLL_INTERVAL_MS = 2 * SECOND_MS;
export const ORDER_STATUS_POLL_TIMEOUT_MS = 120 * SECOND_MS;
export const TAX_REPORT_POLL_INTERVAL_MS = 2 * SECOND_MS;
export const TAX_REPORT_POLL_TIMEOUT_MS = 120 * SECOND_MS;
export const GAS_FEE_REFRESH_MS = 6000;
export const NOTIFICATIONS_POLL_INTERVAL_MS = 10 * SECOND_MS;
export const REFRESH_BUILD_TIMEOUT_MS = 5 * MINUTE_MS;
export const CARD_PROVIDER_SUCCESS_WINDOW_MS = 60 * MINUTE_MS;

// Interface timing
export const SEARCH_DEBOUNCE_MS = 300;
export const CONFETTI_DELAY_MS = 333;
export const TOOLTIP_TOUCH_LEAVE_MS = 4 * SECOND_MS;
export const TOAST_DURATION_MS = 7500;

// Cookies
export const LOGIN_COOKIE_MAX_AGE_MS = 10 * DAY_MS;
export const AGE_COOKIE_MAX_AGE_MS = 365 * DAY_MS;
export const COOKIE_CONSENT_MAX_AGE_MS = 365 * DAY_MS;

// ---------------------------------------------------------------------------------------------------------
// Page sizes
// ---------------------------------------------------------------------------------------------------------

export const MY_COLLECTION_PAGE_SIZE = 8;
export const ORDER_HISTORY_PAGE_SIZE = 4;
export const MARKETPLACE_COLLECTIONS_PAGE_SIZE = 20;
export const MARKETPLACE_COLLECTIONS_PAGE_SIZE_SMALL = 14;
export const COLLECTION_NFTS_PAGE_SIZE = 20;
export const EDITIONS_PAGE_SIZE = 20;
export const INBOX_PAGE_SIZE = 10;
export const CREATORS_PAGE_SIZE = 15;
export const DROPS_PAGE_SIZE = 20;
export const DROPS_PAGE_SIZE_MOBILE = 5;
export const HOME_DROPS_COUNT = 16;
export const LEADERBOARD_ROWS = 5;
export const MORE_BY_CREATOR_CHUNK = 4;

// ---------------------------------------------------------------------------------------------------------
// Lengths and input limits
// ---------------------------------------------------------------------------------------------------------

export const USERNAME_MIN_LENGTH = 6;
export const USERNAME_MAX_LENGTH = 28;
export const PASSWORD_MIN_LENGTH = 8;
/** Limits the spec does not give, so no field takes unbounded text (RFC 5321 for e-mail addresses). */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;
/** E.164 has at most 15 digits; this leaves room for spaces, dashes and brackets. */
export const PHONE_MAX_LENGTH = 32;
/** Codes typed or carried in a link: 6 digits, or a 32-character link code. */
export const CODE_MAX_LENGTH = 64;
/** reCAPTCHA response tokens run to about 2,000 characters. */
export const CAPTCHA_TOKEN_MAX_LENGTH = 4000;
export const ZIP_MIN_LENGTH = 5;
export const ZIP_MAX_LENGTH = 10;
/** Card form postal code ('Required code'), 3-10. */
export const POSTAL_CODE_MIN_LENGTH = 3;
export const POSTAL_CODE_MAX_LENGTH = 10;
export const OTP_LENGTH = 6;
/** Phone numbers must be longer than 8 characters at sign-up; reset needs at least 8. */
export const PHONE_MIN_LENGTH = 8;
export const CRYPTO_WITHDRAWAL_INPUT_MAX_LENGTH = 9;
export const ROUTING_NUMBER_MIN_DIGITS = 3;
export const ROUTING_NUMBER_MAX_DIGITS = 17;
export const ACCOUNT_NUMBER_MIN_DIGITS = 4;
export const ACCOUNT_NUMBER_MAX_DIGITS = 17;
/** Discord: up to 32 characters, then '#' and 4 digits. */
export const DISCORD_NAME_MAX_LENGTH = 32;
export const DISCORD_TAG_DIGITS = 4;
export const MINIMUM_AGE_YEARS = 21;
export const BIRTH_YEAR_MAX_YEARS_BACK = 100;
/** Resale price input: up to 99999999.99 with 2 decimals. */
export const SALE_PRICE_MAX_DECIMALS = 2;
/** Prepaid ETH input: integer plus up to 6 decimals. */
export const PREPAID_ETH_MAX_DECIMALS = 6;
/** Crypto refund input: up to 4 integer digits and 6 fraction digits. */
export const CRYPTO_REFUND_MAX_INTEGER_DIGITS = 4;
export const CRYPTO_REFUND_MAX_FRACTION_DIGITS = 6;
/** Offer badges show '99+' above 99. */
export const OFFER_BADGE_MAX = 99;
/** Maximum saved cards per account: the spec shows no value; the server answers `can_add`. */
export const MAX_CARDS_PER_USER = 5;

// ---------------------------------------------------------------------------------------------------------
// Layout
// ---------------------------------------------------------------------------------------------------------

export const CAROUSEL_SCROLL_STEP_PX = 220;
export const CONTENT_MAX_WIDTH = 1225;
export const BREAKPOINTS = {
  phone: 430,
  xs: 520,
  sm: 600,
  mob: 800,
  md: 960,
  tb: 990,
  lg: 1280,
  xl: 1920,
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

// ---------------------------------------------------------------------------------------------------------
// Sorting and keys
// ---------------------------------------------------------------------------------------------------------

export const DEFAULT_SORT_RANKED = SortOrder.rankAsc;
export const DEFAULT_SORT_UNRANKED = SortOrder.priceAsc;
/** Drop rules key of the premium bidding terms. */
export const BIDDING_TERMS_DROP_KEY = 'premiumbiddingterms';
/** Accepted auction terms are stored locally under `{terms_key}_accepted`. */
export const TERMS_ACCEPTED_SUFFIX = '_accepted';
/** Local flag set after joining the pass list. */
export const JOINED_ONE_PASS_STORAGE_KEY = 'joined_one_pass';
