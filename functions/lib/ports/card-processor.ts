import type { CardScheme } from '../../domain/cards/card-number';

/** What the processor tells about a tokenized card; the API never sees the number itself. */
export interface CardDetails {
  last4: string;
  scheme: CardScheme;
  expiryMonth: number;
  expiryYear: number;
  /** The same for every token of the same card number: declines are counted per fingerprint. */
  fingerprint: string;
  /** A reusable reference to the card at the processor (the single-use token is spent on it). */
  sourceId: string;
}

/** Where the processor sends the cardholder back after a 3-D Secure challenge (with ?cko-session-id=...). */
export interface ChallengeReturnUrls {
  successUrl: string;
  failureUrl: string;
}

export type AddCardResult =
  | { status: 'added' }
  | { status: 'challenge'; redirectUrl: string; sessionId: string }
  | { status: 'declined' };

export type ChallengeOutcome = 'approved' | 'declined' | 'cancelled';
/** Where a 3-D Secure challenge stands: pending until the cardholder finishes it. */
export type ChallengeStatus = 'pending' | ChallengeOutcome;

export type PaymentResult = { status: 'approved'; paymentId: string } | { status: 'declined' };

/** A charge may first need a 3-D Secure challenge: pending at the processor until the cardholder finishes it. */
export type CardChargeResult =
  | PaymentResult
  | { status: 'challenge'; paymentId: string; sessionId: string; redirectUrl: string };

/** A webhook the processor signed: a chargeback of one of our payments, or an event we only acknowledge. */
export type CardWebhook =
  | {
      kind: 'dispute';
      eventId: string;
      disputeId: string;
      paymentId: string;
      /** The reference we gave the payment: the order's id. */
      reference: string;
      amountCents: number;
    }
  | { kind: 'other'; eventId: string; type: string };

/**
 * The card processor (Checkout.com in AWS, a sandbox locally). Hosted card fields in the browser tokenize the
 * card; the server verifies the token, then adds the card with a zero-amount verification that may need a 3-D
 * Secure challenge. Amounts are integer cents in USD; `reference` makes a retried call charge once.
 */
export interface CardProcessorPort {
  /** The card behind a single-use token; undefined when the token is unknown, spent or expired. */
  verifyToken(token: string): Promise<CardDetails | undefined>;
  addCard(sourceId: string, urls: ChallengeReturnUrls): Promise<AddCardResult>;
  /**
   * Where the 3-D Secure challenge of `sessionId` for the card `sourceId` stands; a session of another card
   * counts as declined. Read when the cardholder is back (validate-3ds) and polled by the 3-d-secure workflow.
   */
  challengeStatus(sessionId: string, sourceId: string): Promise<ChallengeStatus>;
  /**
   * Takes the amount. When the card needs 3-D Secure the payment stays pending behind a challenge (its session
   * read with challengeStatus) and is captured once approved; a retried reference answers the same challenge.
   */
  charge(
    sourceId: string,
    amountCents: number,
    reference: string,
    urls: ChallengeReturnUrls,
  ): Promise<CardChargeResult>;
  /** Holds the amount (a bid) without taking it. */
  authorize(sourceId: string, amountCents: number, reference: string): Promise<PaymentResult>;
  /** Takes `amountCents` (at most what was authorized; the rest is let go) of an authorization. */
  capture(paymentId: string, amountCents: number, reference?: string): Promise<void>;
  /** Lets go of an authorization that will not be captured (a bid that lost). */
  voidAuthorization(paymentId: string, reference?: string): Promise<void>;
  /** Gives back part or all of a captured payment; `reference` makes a retried refund refund once. */
  refund(paymentId: string, amountCents: number, reference?: string): Promise<void>;
  /** What the processor charges for a card payment of `amountCents`, passed on to the buyer. */
  cardFee(amountCents: number): number;
  /** A webhook's body read and its signature checked (headers by lowercase name); undefined when not signed by it. */
  readWebhook(rawBody: string, headers: Record<string, string>): Promise<CardWebhook | undefined>;
}
