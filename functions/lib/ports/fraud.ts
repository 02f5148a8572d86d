import type { FraudDecision } from '../../../shared/api/schemas/fraud';
import type { Action } from '../../../shared/domain/enums';

/** What an order is for: a drop (a pack purchase) or an auction. */
export interface FraudSubject {
  kind: 'drop' | 'auction';
  id: string;
}

/** An order about to be paid, as the fraud provider sees it. Amounts are integer cents in USD. */
export interface FraudOrder {
  /** Unique per check: a repeated check of the same purchase is a new order at the provider. */
  orderId: string;
  userUuid: string;
  email: string;
  amountCents: number;
  subject: FraudSubject;
  action: Action;
}

/** Where the provider's decision on an order stands. */
export type FraudProgress = { status: 'pending' } | { status: 'decided'; decision: FraudDecision };

/**
 * The fraud decision provider (Sift in AWS, a sandbox locally). The order is reported once; its decision is
 * then polled. Any failure throws: the check then ends in error and the payment is cancelled.
 */
export interface FraudPort {
  /** Reports the order; answers the handle to poll its decision with, and the decision if already made. */
  submitOrder(order: FraudOrder): Promise<FraudProgress & { reference: string }>;
  decisionOf(reference: string): Promise<FraudProgress>;
}
