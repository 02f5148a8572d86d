import { twoFactorChannelSchema } from '../../shared/domain/enum-schemas';
import * as z from '../../shared/zod';
import type { Deps } from '../lib/deps';
import type { DomainEvent } from '../lib/ports/event-bus';

/** Every domain event the platform emits (EventBridge detail-type -> detail schema). Later features add theirs. */
export const eventCatalog = {
  EmailSubscribed: z.object({ email: z.string().check(z.email()), tags: z.array(z.string()) }),
  DropStateChanged: z.object({
    drop_id: z.string(),
    from: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    to: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  }),
  UserRegistered: z.object({
    user_uuid: z.string(),
    email: z.string().check(z.email()),
    subscribe: z.boolean(),
  }),
  EmailVerificationRequested: z.object({
    user_uuid: z.string(),
    email: z.string().check(z.email()),
    code: z.string().check(z.minLength(1)),
  }),
  /** A one-time code for sign-up, login or password reset, sent by SMS or e-mail. */
  OneTimeCodeIssued: z.object({
    channel: z.enum(['sms', 'email']),
    to: z.string().check(z.minLength(1)),
    code: z.string().check(z.regex(/^\d{6}$/)),
    purpose: z.string().check(z.minLength(1)),
  }),
  PasswordChanged: z.object({ user_uuid: z.string() }),
  TwoFactorChanged: z.object({ user_uuid: z.string(), channel_2fa: twoFactorChannelSchema }),
  /** Sent to the new address; the change takes effect when the code comes back. */
  EmailChangeRequested: z.object({
    user_uuid: z.string(),
    email: z.string().check(z.email()),
    code: z.string().check(z.minLength(1)),
  }),
  /** The forgot-password link, sent once the reset code came back right. */
  PasswordResetRequested: z.object({
    user_uuid: z.string(),
    email: z.string().check(z.email()),
    code: z.string().check(z.minLength(1)),
  }),
  /**
   * The generic way features notify a user: the inbox stores it and e-mails it per the user's flags. `subject` is
   * what it is about (an NFT or auction title, an amount, the user's name), set into the type's headline.
   */
  NotificationRequested: z.object({
    user_uuid: z.string(),
    notification_type: z.number().check(z.int()),
    subject: z.string().check(z.minLength(1)),
    auction: z.nullish(z.object({ id: z.string(), title: z.string() })),
    extra: z.nullish(z.object({ nft_uuid: z.string(), nft_item_uuid: z.string() })),
    /** A creator's storefront NFT the notice is about (its listing ended). */
    storefront_nft_uuid: z.nullish(z.string()),
    /** The watched NFT or collection a watchlist alert is about (its page is the link). */
    nft_uuid: z.nullish(z.string()),
    collection_uuid: z.nullish(z.string()),
  }),
  /**
   * Something happened on the market to an NFT's edition: a sale (primary or resale), a listing, a price change, a
   * delisting, an offer made, a transfer without a sale. Written in the transaction of the change; the market
   * consumer keeps the NFT's and the collection's stats and the activity and price history records from it.
   */
  MarketActivity: z.object({
    kind: z.enum(['sale', 'listing', 'price_change', 'delisting', 'offer', 'transfer']),
    nft_id: z.string(),
    nft_item_id: z.nullable(z.string()),
    sequence: z.nullable(z.number().check(z.int(), z.positive())),
    /** The sale, listing, new or offered price in cents; null for a transfer without one. */
    price_cents: z.nullable(z.number().check(z.int(), z.nonnegative())),
    /** User uuids: the seller (null for the platform) and the buyer, new owner or offer maker. */
    from_uuid: z.nullable(z.string()),
    to_uuid: z.nullable(z.string()),
    market: z.nullable(z.enum(['primary', 'secondary'])),
    /** The listing (resale auction) or offer it concerns. */
    listing_id: z.nullable(z.string()),
    offer_id: z.nullable(z.string()),
    /**
     * Several editions moved by one change (a pack's, a Buy Now of several): each of them, the first also named by
     * nft_id, nft_item_id and sequence; price_cents is each one's (null for a pack's editions: a pack has one price
     * for all). Absent for a single edition. At most 48: a delivery's transaction writes two items per edition.
     */
    items: z.optional(
      z
        .array(
          z.object({
            nft_id: z.string(),
            nft_item_id: z.string(),
            sequence: z.number().check(z.int(), z.positive()),
          }),
        )
        .check(z.minLength(1), z.maxLength(48)),
    ),
  }),
  /** The user's e-mail address was verified (sign-up or a changed address): gifts waiting for it are delivered. */
  EmailVerified: z.object({ user_uuid: z.string(), email: z.string().check(z.email()) }),
  /** A paid gift waits for an address without a verified account: the invitation to sign up and receive it. */
  /** A withdrawal failed or was returned by the bank: its money is back; the owner is told by e-mail. */
  WithdrawalReversed: z.object({
    email: z.string().check(z.email()),
    amount: z.string(),
    status: z.enum(['failed', 'returned']),
    failure: z.string(),
  }),
  GiftInvitationRequested: z.object({
    gift_id: z.string(),
    email: z.string().check(z.email()),
    giver_name: z.string(),
    nft_title: z.string(),
  }),
  /**
   * An auction page's figures changed: a bid was accepted (its leaderboard too), or a Dutch auction's price was
   * reduced. Open pages reload them (docs/architecture.md, Live updates: nothing of the change travels).
   */
  AuctionChanged: z.object({ auction_id: z.string(), change: z.enum(['bid', 'dutch_price']) }),
  /** A waiting-room round admitted the next positions: waiting pages look again at once. */
  WaitingRoomAdmitted: z.object({ drop_id: z.string(), admitted_through: z.number().check(z.int()) }),
  /** An entrant won the pass's allowlist raffle: told by e-mail, once. */
  PassRaffleWon: z.object({ email: z.string().check(z.email()) }),
} as const;

export type EventType = keyof typeof eventCatalog;
export type EventDetail<T extends EventType> = z.infer<(typeof eventCatalog)[T]>;

/** Builds a validated event, ready to be written to the outbox in the same transaction as its change. */
export function newEvent<T extends EventType>(
  deps: Pick<Deps, 'newId' | 'clock'>,
  type: T,
  detail: EventDetail<T>,
) {
  const event: DomainEvent<EventDetail<T>> = {
    id: deps.newId(),
    type,
    detail: eventCatalog[type].parse(detail) as EventDetail<T>,
    occurredAt: deps.clock.now().toISOString(),
  };
  return event as DomainEvent;
}

/** The envelope consumers receive: the EventBridge event shape, as SQS delivers it in a record body. */
export const busEnvelopeSchema = z.object({
  id: z.string(),
  'detail-type': z.string(),
  source: z.string(),
  time: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type BusEnvelope = z.infer<typeof busEnvelopeSchema>;
