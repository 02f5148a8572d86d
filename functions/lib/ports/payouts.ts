import type { BankAccountType, PayoutCoin } from '../../../shared/domain/enums';

/**
 * A payout as its provider reports it: pending (accepted, not yet settled), completed (the money arrived), failed
 * (nothing was paid), or returned (paid, then sent back by the receiving bank, e.g. ACH R01).
 */
export type PayoutStatus = 'pending' | 'completed' | 'failed' | 'returned';

export interface PayoutTransfer {
  /** The provider's id of the transfer. */
  id: string;
  status: PayoutStatus;
  /** Why it failed or was returned, as the provider words it (e.g. 'R01 Insufficient Funds'). */
  failure: string | null;
}

/** One payout of `amountCents` USD; `reference` (the withdrawal's id) makes sending it again a no-op. */
export interface PayoutRequest {
  reference: string;
  amountCents: number;
}

/** The payment partner's customer (a verified personal customer), or suspended: no payout may go to it. */
export interface BankCustomer {
  id: string;
  firstName: string;
  lastName: string;
  status: 'verified' | 'suspended';
}

export interface BankAccount {
  accountName: string;
  accountNumber: string;
  routingNumber: string;
  type: BankAccountType;
}

/** A customer's bank account at the partner; only its last 4 digits are ever kept on our side. */
export interface BankFundingSource {
  id: string;
  name: string;
  type: BankAccountType;
  last4: string;
}

/**
 * Bank transfers (fiat, US only) through the payment partner (Dwolla in AWS, its sandbox locally). Sending and
 * reading are idempotent by reference, so a send whose answer was lost is reconciled by `findTransfer`, never
 * guessed; any thrown error leaves the outcome unknown.
 */
export interface BankPayoutsPort {
  /** Creates the customer once per `reference` (the user's uuid): a second call answers the first. */
  createCustomer(input: {
    reference: string;
    firstName: string;
    lastName: string;
    email: string;
  }): Promise<BankCustomer>;
  getCustomer(customerId: string): Promise<BankCustomer | null>;
  createFundingSource(customerId: string, account: BankAccount): Promise<BankFundingSource>;
  sendTransfer(transfer: PayoutRequest & { fundingSourceId: string }): Promise<PayoutTransfer>;
  /** The transfer sent with this reference, or null when none was. */
  findTransfer(reference: string): Promise<PayoutTransfer | null>;
}

/**
 * The payout provider's recipient status (part 1 §3 user status): invited until the recipient accepts the e-mailed
 * invitation, then active; unverified, verified, paused and removed are the provider's own.
 */
export type PayoutRecipientStatus = 'invited' | 'unverified' | 'verified' | 'active' | 'paused' | 'removed';

export interface PayoutRecipient {
  id: string;
  status: PayoutRecipientStatus;
}

/**
 * Crypto payouts (US and international) through the payout provider (BitPay in AWS, its sandbox locally): the
 * provider e-mails the recipient an invitation, pays the USD amount in the coin the recipient chooses (Bitcoin,
 * Bitcoin Cash, Dogecoin, Litecoin) and reports each payout by reference.
 */
export interface CryptoPayoutsPort {
  /** Invites `email` once per `reference` (the user's uuid): a second call answers the first recipient. */
  inviteRecipient(input: { reference: string; email: string; label: string }): Promise<PayoutRecipient>;
  getRecipient(recipientId: string): Promise<PayoutRecipient | null>;
  sendPayout(
    payout: PayoutRequest & { recipientId: string; coin: PayoutCoin | null },
  ): Promise<PayoutTransfer>;
  findPayout(reference: string): Promise<PayoutTransfer | null>;
}
