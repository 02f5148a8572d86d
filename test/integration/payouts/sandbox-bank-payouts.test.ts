import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import {
  SANDBOX_BANK_FAILURES,
  SANDBOX_BANK_PAYOUTS,
  SANDBOX_RETURN_AFTER_MS,
  sandboxBankPayouts,
} from '../../../functions/lib/adapters/sandbox-bank-payouts';
import { sandboxPayoutsKey } from '../../../functions/lib/adapters/sandbox-payouts-store';
import { ManualClock } from '../../../functions/lib/clock';
import { newId } from '../../../functions/lib/ids';
import type { BankAccount, BankPayoutsPort } from '../../../functions/lib/ports/payouts';
import { createTestDb } from '../../support/db';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});

const HOUR_MS = 60 * 60_000;

function setup(options?: { returnAfterMs?: number }) {
  const clock = new ManualClock('2026-06-01T12:00:00.000Z');
  return { clock, payouts: sandboxBankPayouts(db, clock, options) };
}

const account = (accountName: string): BankAccount => ({
  accountName,
  accountNumber: '123456789012',
  routingNumber: SANDBOX_BANK_PAYOUTS.routingNumber,
  type: 'checking',
});

/** A verified customer (a fresh reference each time) with a funding source named `accountName`. */
async function fundingSourceNamed(payouts: BankPayoutsPort, accountName: string, firstName = 'Ada') {
  const customer = await payouts.createCustomer({
    reference: newId(),
    firstName,
    lastName: 'Lovelace',
    email: `${newId().toLowerCase()}@example.com`,
  });
  return payouts.createFundingSource(customer.id, account(accountName));
}

describe('the bank payouts sandbox: customers and funding sources', () => {
  it('creates a customer once per reference, verified unless named suspended', async () => {
    const { payouts } = setup();
    const reference = newId();
    const first = await payouts.createCustomer({
      reference,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
    expect(first).toEqual({
      id: expect.any(String),
      firstName: 'Ada',
      lastName: 'Lovelace',
      status: 'verified',
    });
    const again = await payouts.createCustomer({
      reference,
      firstName: 'Other',
      lastName: 'Name',
      email: 'other@example.com',
    });
    expect(again).toEqual(first);
    expect(await payouts.getCustomer(first.id)).toEqual(first);
    expect(await payouts.getCustomer('no-such-customer')).toBeNull();

    const suspended = await payouts.createCustomer({
      reference: newId(),
      firstName: 'SusPended',
      lastName: 'Lovelace',
      email: 'suspended@example.com',
    });
    expect(suspended.status).toBe('suspended');
    expect(suspended.id).not.toBe(first.id);
  });

  it('records funding sources with the last 4 digits only, for known customers', async () => {
    const { payouts } = setup();
    const source = await fundingSourceNamed(payouts, 'My checking');
    expect(source).toEqual({ id: expect.any(String), name: 'My checking', type: 'checking', last4: '9012' });
    const { Items = [] } = await db.client.send(
      new QueryCommand({
        TableName: db.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': sandboxPayoutsKey('FUNDING_SOURCE', source.id).pk },
      }),
    );
    expect(Items).toHaveLength(1);
    expect(JSON.stringify(Items)).not.toContain('123456789012');

    // Any routing number is accepted: its checks are the platform's, not the partner's.
    const customer = await payouts.createCustomer({
      reference: newId(),
      firstName: 'Ada',
      lastName: 'L',
      email: 'a@example.com',
    });
    const other = await payouts.createFundingSource(customer.id, {
      ...account('Savings'),
      routingNumber: '011000015',
      type: 'savings',
    });
    expect(other).toMatchObject({ type: 'savings', last4: '9012' });
    await expect(payouts.createFundingSource('no-such-customer', account('x'))).rejects.toThrow(
      /no-such-customer/,
    );
  });
});

describe('the bank payouts sandbox: transfers', () => {
  it('answers null for a reference never sent', async () => {
    const { payouts } = setup();
    expect(await payouts.findTransfer(newId())).toBeNull();
  });

  it('sends once per reference; the next status check completes it', async () => {
    const { payouts, clock } = setup();
    const source = await fundingSourceNamed(payouts, 'My checking');
    const reference = newId();
    const sent = await payouts.sendTransfer({ reference, amountCents: 2500, fundingSourceId: source.id });
    expect(sent).toEqual({ id: expect.any(String), status: 'pending', failure: null });
    const resent = await payouts.sendTransfer({ reference, amountCents: 9999, fundingSourceId: source.id });
    expect(resent).toEqual(sent);

    clock.advance(HOUR_MS);
    expect(await payouts.findTransfer(reference)).toEqual({
      id: sent.id,
      status: 'completed',
      failure: null,
    });
    // Completed stays completed, and a resend now answers the completed transfer.
    clock.advance(SANDBOX_RETURN_AFTER_MS * 3);
    expect(await payouts.findTransfer(reference)).toEqual({
      id: sent.id,
      status: 'completed',
      failure: null,
    });
    expect(await payouts.sendTransfer({ reference, amountCents: 2500, fundingSourceId: source.id })).toEqual({
      id: sent.id,
      status: 'completed',
      failure: null,
    });
  });

  it('makes one transfer when the same reference is sent concurrently', async () => {
    const { payouts } = setup();
    const source = await fundingSourceNamed(payouts, 'My checking');
    const reference = newId();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        payouts.sendTransfer({ reference, amountCents: 1000, fundingSourceId: source.id }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
  });

  it(`fails at once to an account named ${SANDBOX_BANK_PAYOUTS.failingAccountName}`, async () => {
    const { payouts, clock } = setup();
    const source = await fundingSourceNamed(payouts, 'r03 ');
    const reference = newId();
    const failed = { id: expect.any(String), status: 'failed', failure: SANDBOX_BANK_FAILURES.noAccount };
    expect(await payouts.sendTransfer({ reference, amountCents: 1500, fundingSourceId: source.id })).toEqual(
      failed,
    );
    clock.advance(SANDBOX_RETURN_AFTER_MS * 2);
    expect(await payouts.findTransfer(reference)).toEqual(failed);
  });

  it(`completes, then returns R01 ${SANDBOX_RETURN_AFTER_MS / HOUR_MS} hours after, to an account named ${SANDBOX_BANK_PAYOUTS.returnedAccountName}`, async () => {
    const { payouts, clock } = setup();
    const source = await fundingSourceNamed(payouts, SANDBOX_BANK_PAYOUTS.returnedAccountName);
    const reference = newId();
    const sent = await payouts.sendTransfer({ reference, amountCents: 4200, fundingSourceId: source.id });
    expect(sent.status).toBe('pending');

    clock.advance(HOUR_MS);
    expect(await payouts.findTransfer(reference)).toEqual({
      id: sent.id,
      status: 'completed',
      failure: null,
    });
    clock.advance(SANDBOX_RETURN_AFTER_MS - 1);
    expect((await payouts.findTransfer(reference))?.status).toBe('completed');
    clock.advance(1);
    const returned = { id: sent.id, status: 'returned', failure: SANDBOX_BANK_FAILURES.insufficientFunds };
    expect(await payouts.findTransfer(reference)).toEqual(returned);
    expect(await payouts.sendTransfer({ reference, amountCents: 4200, fundingSourceId: source.id })).toEqual(
      returned,
    );
  });

  it('counts returnAfterMs from the completion, as configured', async () => {
    const { payouts, clock } = setup({ returnAfterMs: HOUR_MS });
    const source = await fundingSourceNamed(payouts, SANDBOX_BANK_PAYOUTS.returnedAccountName);
    const reference = newId();
    await payouts.sendTransfer({ reference, amountCents: 4200, fundingSourceId: source.id });
    // Not checked for two hours: it completes at this check, and is returned an hour after it, not at once.
    clock.advance(2 * HOUR_MS);
    expect((await payouts.findTransfer(reference))?.status).toBe('completed');
    clock.advance(HOUR_MS - 1);
    expect((await payouts.findTransfer(reference))?.status).toBe('completed');
    clock.advance(1);
    expect((await payouts.findTransfer(reference))?.status).toBe('returned');
  });

  it('fails transfers to a suspended customer', async () => {
    const { payouts } = setup();
    const source = await fundingSourceNamed(payouts, 'My checking', SANDBOX_BANK_PAYOUTS.suspendedFirstName);
    const reference = newId();
    const failed = {
      id: expect.any(String),
      status: 'failed',
      failure: SANDBOX_BANK_FAILURES.customerSuspended,
    };
    expect(await payouts.sendTransfer({ reference, amountCents: 1500, fundingSourceId: source.id })).toEqual(
      failed,
    );
    expect(await payouts.findTransfer(reference)).toEqual(failed);
  });

  it('refuses amounts that are not positive whole cents and unknown funding sources, recording nothing', async () => {
    const { payouts } = setup();
    const source = await fundingSourceNamed(payouts, 'My checking');
    const reference = newId();
    for (const amountCents of [0, -100, 10.5, Number.NaN]) {
      await expect(
        payouts.sendTransfer({ reference, amountCents, fundingSourceId: source.id }),
      ).rejects.toThrow(/positive whole number of cents/);
    }
    await expect(
      payouts.sendTransfer({ reference, amountCents: 1000, fundingSourceId: 'no-such-source' }),
    ).rejects.toThrow(/no-such-source/);
    expect(await payouts.findTransfer(reference)).toBeNull();
  });
});
