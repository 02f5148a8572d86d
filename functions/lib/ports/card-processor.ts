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

export type PaymentResult = { status: 'approved'; paymentId: string } | { status: 'declined' };

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
   * How the 3-D Secure challenge of `sessionId` for the card `sourceId` ended; one never finished counts as
   * cancelled, and a session of another card as declined.
   */
  validateSession(sessionId: string, sourceId: string): Promise<ChallengeOutcome>;
  charge(sourceId: string, amountCents: number, reference: string): Promise<PaymentResult>;
  /** Holds the amount (a bid) without taking it. */
  authorize(sourceId: string, amountCents: number, reference: string): Promise<PaymentResult>;
  capture(paymentId: string, amountCents: number): Promise<void>;
  refund(paymentId: string, amountCents: number): Promise<void>;
  /** What the processor charges for a card payment of `amountCents`, passed on to the buyer. */
  cardFee(amountCents: number): number;
}
