import { labelsFor, type ValueOf } from './codes';

// Transactions, offers, actions.

export const TransactionKind = {
  buy: 'buy',
  card: 'card',
  bid: 'bid',
  offer: 'offer',
  gift: 'gift',
  fusion: 'fusion',
  /** A storefront creator's minting fee; not among the spec's kinds (it predates the storefront). */
  mint: 'mint',
} as const;
export type TransactionKind = ValueOf<typeof TransactionKind>;

/** The `action` sent with payments (bid, buy, offer, gift, fusion, card). */
export const Action = {
  bid: 'bid',
  buy: 'buy',
  offer: 'offer',
  gift: 'gift',
  fusion: 'fusion',
  card: 'card',
} as const;
export type Action = ValueOf<typeof Action>;

export const OfferStatus = { active: 1, accepted: 2, declined: 3, cancelled: 4, expired: 5 } as const;
export type OfferStatus = ValueOf<typeof OfferStatus>;
export const offerStatusLabels = /* @__PURE__ */ labelsFor(OfferStatus, {
  active: 'Active',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
});

/** Order-history entry kinds (part 1 §2). */
export const HistoryKind = {
  fusedResultReceived: 'fused_result_received',
  sentToFuser: 'sent_to_fuser',
  charge: 'charge',
  payment: 'payment',
  giftReceived: 'gift_received',
  giftSent: 'gift_sent',
  fromPack: 'from_pack',
  /** A free edition claimed (a giveaway, or after an external purchase); not among the spec's kinds. */
  claim: 'claim',
} as const;
export type HistoryKind = ValueOf<typeof HistoryKind>;
export const historyKindLabels = /* @__PURE__ */ labelsFor(HistoryKind, {
  fusedResultReceived: 'Fused result received',
  sentToFuser: 'Sent to fuser',
  charge: 'Charge',
  payment: 'Payment',
  giftReceived: 'Gift received',
  giftSent: 'Gift sent',
  fromPack: 'From pack',
  claim: 'Claim',
});

/** Claim order status (one reading: 1 pending, 2 approved, 3 cancelled). */
export const ClaimStatus = { pending: 1, approved: 2, cancelled: 3 } as const;
export type ClaimStatus = ValueOf<typeof ClaimStatus>;
/** Claimed status (the other reading: initial 1, claimed 2). */
export const ClaimedStatus = { initial: 1, claimed: 2 } as const;
export type ClaimedStatus = ValueOf<typeof ClaimedStatus>;
