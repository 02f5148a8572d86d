import { randomUUID } from 'node:crypto';
import type { Db } from '../../data/db';
import type { Clock } from '../clock';
import type {
  BankCustomer,
  BankFundingSource,
  BankPayoutsPort,
  PayoutStatus,
  PayoutTransfer,
} from '../ports/payouts';
import { assertPositiveCents } from './payout-amount';
import {
  checkSandboxPayout,
  putSandboxRecordOnce,
  readSandboxRecord,
  type SandboxPayoutRecord,
  sandboxIdOf,
  sandboxPayoutsKey,
} from './sandbox-payouts-store';

/**
 * The documented test inputs of the bank payouts sandbox (README lists them), as in Dwolla's sandbox: the customer's
 * first name suspends it, and the funding source's account name picks the ACH outcome of transfers to it.
 */
export const SANDBOX_BANK_PAYOUTS = {
  /** Dwolla's sandbox routing number; any routing number is accepted. */
  routingNumber: '222222226',
  suspendedFirstName: 'suspended',
  /** Transfers to an account named so fail at once (R03). */
  failingAccountName: 'R03',
  /** Transfers to an account named so complete, then are returned (R01) `returnAfterMs` later. */
  returnedAccountName: 'R01',
} as const;

export const SANDBOX_BANK_FAILURES = {
  noAccount: 'R03 No Account/Unable to Locate Account',
  insufficientFunds: 'R01 Insufficient Funds',
  customerSuspended: 'Customer suspended',
} as const;

/** An R01 return comes back a day after the transfer completed. */
export const SANDBOX_RETURN_AFTER_MS = 24 * 60 * 60_000;

interface SandboxCustomer extends BankCustomer {
  reference: string;
  email: string;
}

interface SandboxFundingSource extends BankFundingSource {
  customerId: string;
}

interface SandboxTransfer extends SandboxPayoutRecord {
  fundingSourceId: string;
  /** Set when the funding source is named for an R01 return. */
  returns: boolean;
}

const customerKey = (id: string) => sandboxPayoutsKey('CUSTOMER', id);
const fundingSourceKey = (id: string) => sandboxPayoutsKey('FUNDING_SOURCE', id);
const transferKey = (reference: string) => sandboxPayoutsKey('TRANSFER', reference);

const named = (value: string, name: string) => value.trim().toUpperCase() === name.toUpperCase();

/** The transfer's status at `now`: failed at send, pending until processed, then completed or, later, returned. */
function transferAt(transfer: SandboxTransfer, now: Date, returnAfterMs: number): PayoutTransfer {
  const { id, failure, processedAt } = transfer;
  if (failure !== null) return { id, status: 'failed', failure };
  if (!processedAt) return { id, status: 'pending', failure: null };
  const returned = transfer.returns && now.getTime() >= Date.parse(processedAt) + returnAfterMs;
  const status: PayoutStatus = returned ? 'returned' : 'completed';
  return { id, status, failure: returned ? SANDBOX_BANK_FAILURES.insufficientFunds : null };
}

/** Why a transfer fails as it is sent: to a suspended customer, or to an account named for R03. */
function failureAtSend(
  customer: SandboxCustomer | undefined,
  fundingSource: SandboxFundingSource,
): string | null {
  if (customer?.status !== 'verified') return SANDBOX_BANK_FAILURES.customerSuspended;
  if (named(fundingSource.name, SANDBOX_BANK_PAYOUTS.failingAccountName))
    return SANDBOX_BANK_FAILURES.noAccount;
  return null;
}

const customerOf = ({ id, firstName, lastName, status }: SandboxCustomer): BankCustomer => ({
  id,
  firstName,
  lastName,
  status,
});

const fundingSourceOf = ({ id, name, type, last4 }: SandboxFundingSource): BankFundingSource => ({
  id,
  name,
  type,
  last4,
});

/**
 * Bank payouts in test mode, behaving like Dwolla's sandbox with its state in the table: customers made once per
 * reference, funding sources keeping only the last 4 digits, transfers made once per reference and processed by
 * the next status check, with the outcomes of SANDBOX_BANK_PAYOUTS.
 */
export function sandboxBankPayouts(
  db: Db,
  clock: Clock,
  options: { returnAfterMs?: number } = {},
): BankPayoutsPort {
  const returnAfterMs = options.returnAfterMs ?? SANDBOX_RETURN_AFTER_MS;
  const readCustomer = (id: string) => readSandboxRecord<SandboxCustomer>(db, customerKey(id));

  return {
    async createCustomer({ reference, firstName, lastName, email }) {
      const id = sandboxIdOf('customer', reference);
      const suspended = named(firstName, SANDBOX_BANK_PAYOUTS.suspendedFirstName);
      const { record } = await putSandboxRecordOnce<SandboxCustomer>(
        db,
        customerKey(id),
        'payouts-sandbox-customer',
        { id, reference, firstName, lastName, email, status: suspended ? 'suspended' : 'verified' },
      );
      return customerOf(record);
    },

    async getCustomer(customerId) {
      const customer = await readCustomer(customerId);
      return customer ? customerOf(customer) : null;
    },

    async createFundingSource(customerId, account) {
      if (!(await readCustomer(customerId))) throw new Error(`No sandbox payouts customer ${customerId}`);
      const id = randomUUID();
      const { record } = await putSandboxRecordOnce<SandboxFundingSource>(
        db,
        fundingSourceKey(id),
        'payouts-sandbox-funding-source',
        {
          id,
          customerId,
          name: account.accountName,
          type: account.type,
          last4: account.accountNumber.slice(-4),
        },
      );
      return fundingSourceOf(record);
    },

    async sendTransfer({ reference, amountCents, fundingSourceId }) {
      assertPositiveCents(amountCents);
      const sent = await readSandboxRecord<SandboxTransfer>(db, transferKey(reference));
      if (sent) return transferAt(sent, clock.now(), returnAfterMs);
      const fundingSource = await readSandboxRecord<SandboxFundingSource>(
        db,
        fundingSourceKey(fundingSourceId),
      );
      if (!fundingSource) throw new Error(`No sandbox payouts funding source ${fundingSourceId}`);
      const customer = await readCustomer(fundingSource.customerId);
      const { record } = await putSandboxRecordOnce<SandboxTransfer>(
        db,
        transferKey(reference),
        'payouts-sandbox-transfer',
        {
          id: randomUUID(),
          reference,
          amountCents,
          fundingSourceId,
          sentAt: clock.now().toISOString(),
          failure: failureAtSend(customer, fundingSource),
          returns: named(fundingSource.name, SANDBOX_BANK_PAYOUTS.returnedAccountName),
        },
      );
      return transferAt(record, clock.now(), returnAfterMs);
    },

    async findTransfer(reference) {
      const now = clock.now();
      const transfer = await checkSandboxPayout<SandboxTransfer>(db, transferKey(reference), now);
      return transfer ? transferAt(transfer, now, returnAfterMs) : null;
    },
  };
}
