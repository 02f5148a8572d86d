import { beforeAll, describe, expect, it } from 'vitest';
import { getMovement } from '../../../functions/data/ledger-movement';
import { listUserWithdrawals } from '../../../functions/data/withdrawal';
import { denialText } from '../../../functions/domain/withdrawals/denial';
import {
  SANDBOX_INVITATION_SUBJECT,
  sandboxInvitationUrl,
} from '../../../functions/lib/adapters/sandbox-crypto-payouts';
import type { ManualClock } from '../../../functions/lib/clock';
import type { Deps } from '../../../functions/lib/deps';
import type { OutgoingMessage } from '../../../functions/lib/ports/mailer';
import { TIME_MS } from '../../../shared/domain/constants';
import { messages } from '../../../shared/domain/messages';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { type SignedInUser, signedInUser } from '../account/support';
import {
  activeRecipient,
  balanceOf,
  creditOf,
  earningsOf,
  firstBankWithdrawal,
  fundAccount,
  paths,
  withdrawer,
} from './support';

let deps: Deps;
let clock: ManualClock;
let sent: OutgoingMessage[];

beforeAll(async () => {
  ({ deps, clock, sent } = createTestDeps(await createTestDb()));
});

const fieldError = (field: string, message: string) => ({
  status: 400,
  errors: expect.arrayContaining([{ field, message }]),
});

const answerOf = async (answer: Promise<{ status: number; body: { errors?: unknown } }>) => {
  const { status, body } = await answer;
  return { status, errors: body?.errors };
};

describe('the withdrawal calls without a token', () => {
  const calls: [string, string][] = [
    ['GET', paths.withdrawals],
    ['POST', paths.withdrawals],
    ['POST', paths.bankWithdrawal],
    ['POST', paths.cryptoPayout],
    ['GET', paths.customer],
    ['POST', paths.customer],
    ['GET', paths.fundingSource],
    ['GET', paths.recipient],
    ['POST', paths.recipient],
    ['POST', paths.creatorWithdrawal],
  ];
  for (const [method, path] of calls) {
    it(`${method} ${path} answers 401`, async () => {
      expect((await callApi(deps, method, path, method === 'POST' ? {} : undefined)).status).toBe(401);
    });
  }
});

describe('the amount rules', () => {
  let seller: SignedInUser;
  beforeAll(async () => {
    seller = await withdrawer(deps, clock, 5_000);
    await activeRecipient(deps, seller);
  });

  const cases: [string, unknown, string][] = [
    ['missing', undefined, messages.fieldRequired],
    ['empty', '', messages.fieldRequired],
    ['not a number', '12a', messages.withdrawalAmountFormat],
    ['3 decimals', '12.345', messages.withdrawalAmountFormat],
    ['negative', '-20', messages.withdrawalAmountFormat],
    ['under $10', '9.99', messages.withdrawalMinimum],
    ['above the available amount', '50.01', messages.withdrawalAmountTooHigh],
  ];
  for (const [what, value, message] of cases) {
    it(`refuses an amount ${what} with '${message}' on every withdrawal call`, async () => {
      const body = value === undefined ? {} : { value };
      expect(
        await answerOf(seller.call('POST', paths.withdrawals, { ...body, transfer_type: 'crypto' })),
      ).toMatchObject(fieldError('value', message));
      const { value: _, ...bankFields } = firstBankWithdrawal('20');
      expect(
        await answerOf(seller.call('POST', paths.bankWithdrawal, { ...bankFields, ...body })),
      ).toMatchObject(fieldError('value', message));
      const crypto = value === undefined ? {} : { amount: value };
      expect(
        await answerOf(seller.call('POST', paths.cryptoPayout, { ...crypto, provider: 'bitpay' })),
      ).toMatchObject(fieldError('amount', message));
    });
  }

  it('accepts amounts as numbers and with 2 decimals', async () => {
    const answer = await seller.call('POST', paths.bankWithdrawal, firstBankWithdrawal('10.25'));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ amount: 10.25, fee: 0, payout_amount: 10.25, status: 'queued' });
    const again = await seller.call('POST', paths.withdrawals, { value: 12, transfer_type: 'fiat' });
    expect(again.status).toBe(200);
    expect(again.body.amount).toBe(12);
  });
});

describe('the bank fields', () => {
  let seller: SignedInUser;
  beforeAll(async () => {
    seller = await withdrawer(deps, clock, 5_000);
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a short routing number', { routingNumber: '12' }, 'routingNumber', messages.routingMin],
    ['a long routing number', { routingNumber: '1'.repeat(18) }, 'routingNumber', messages.routingMax],
    ['letters in the routing number', { routingNumber: '22222222a' }, 'routingNumber', messages.onlyNumbers],
    [
      'a failing ABA checksum',
      { routingNumber: '222222227' },
      'routingNumber',
      messages.routingNumberInvalid,
    ],
    [
      'a short account number',
      { accountNumber: '123', confirmAccountNumber: '123' },
      'accountNumber',
      messages.accountNumberMin,
    ],
    [
      'a long account number',
      { accountNumber: '1'.repeat(18), confirmAccountNumber: '1'.repeat(18) },
      'accountNumber',
      messages.routingMax,
    ],
    [
      'a confirmation that differs',
      { confirmAccountNumber: '12345679' },
      'confirmAccountNumber',
      messages.accountNumbersDoNotMatch,
    ],
    ['no account name', { accountName: undefined }, 'accountName', messages.fieldRequired],
    ['no first name for a new customer', { firstName: undefined }, 'firstName', messages.fieldRequired],
    ['an unknown account type', { type: 'brokerage' }, 'type', ''],
  ];
  for (const [what, fields, field, message] of cases) {
    it(`refuses ${what}`, async () => {
      const answer = await seller.call('POST', paths.bankWithdrawal, firstBankWithdrawal('20', fields));
      expect(answer.status).toBe(400);
      const errors = answer.body.errors as { field: string; message: string }[];
      expect(errors.map((error) => error.field)).toContain(field);
      if (message) expect(errors).toContainEqual({ field, message });
    });
  }

  it('accepts 3 to 17 digits where the checksum holds, and 4 to 17 account digits', async () => {
    // Nothing was created by the refusals above: no customer at the partner.
    expect((await seller.call('GET', paths.customer)).status).toBe(404);
    const answer = await seller.call(
      'POST',
      paths.bankWithdrawal,
      firstBankWithdrawal('20', { accountNumber: '1234', confirmAccountNumber: '1234' }),
    );
    expect(answer.status).toBe(200);
  });
});

describe('withdraw_allowed false', () => {
  const expectDenied = async (user: SignedInUser, reason: Parameters<typeof denialText>[0]) => {
    const { description } = denialText(reason);
    for (const [path, body] of [
      [paths.withdrawals, { value: '20', transfer_type: 'crypto' }],
      [paths.bankWithdrawal, firstBankWithdrawal('20')],
      [paths.cryptoPayout, { amount: '20', provider: 'bitpay' }],
    ] as const) {
      const answer = await user.call('POST', path, body);
      expect(answer.status, path).toBe(403);
      expect(answer.body).toMatchObject({ code: 'withdrawal_not_allowed', detail: description });
    }
    // Nothing left the credit and nothing was recorded.
    expect(await listUserWithdrawals(deps.db, user.user.uuid, 10)).toEqual([]);
  };

  it('is denied with nothing available', async () => {
    const broke = await withdrawer(deps, clock, 0);
    await activeRecipient(deps, broke);
    await expectDenied(broke, { reason: 'nothing_available' });
    // The bank withdrawal checks the rules before it creates anything at the partner.
    expect((await broke.call('GET', paths.customer)).status).toBe(404);
  });

  it('is denied during the waiting period, with the date it ends', async () => {
    const fresh = await withdrawer(deps, clock, 0);
    const receivedAt = clock.now();
    await fundAccount(deps, creditOf(fresh.user.uuid), 5_000);
    await activeRecipient(deps, fresh);
    const availableFrom = new Date(receivedAt.getTime() + 14 * TIME_MS.day).toISOString();
    await expectDenied(fresh, { reason: 'waiting_period', availableFrom });
    expect(denialText({ reason: 'waiting_period', availableFrom }).description).toContain(
      availableFrom.slice(0, 10),
    );
  });

  it('is denied until identity verification is completed', async () => {
    const unverified = await withdrawer(deps, clock, 5_000, { verificationStatus: 'pending' });
    await activeRecipient(deps, unverified);
    await expectDenied(unverified, { reason: 'verification_required' });
  });
});

describe('the bank withdrawal through the payment partner', () => {
  it("needs both of the partner's consents first", async () => {
    for (const missing of ['acceptedPartnerPrivacyPolicy', 'acceptedPartnerTerms'] as const) {
      const seller = await withdrawer(deps, clock, 5_000, { [missing]: false });
      for (const [path, body] of [
        [paths.bankWithdrawal, firstBankWithdrawal('20')],
        [paths.withdrawals, { value: '20', transfer_type: 'fiat' }],
      ] as const) {
        const answer = await seller.call('POST', path, body);
        expect(answer.status).toBe(403);
        expect(answer.body).toMatchObject({
          code: 'partner_consent_required',
          detail: messages.partnerConsentRequired,
        });
      }
      expect((await seller.call('GET', paths.customer)).status).toBe(404);
    }
  });

  it('answers 409 without a bank account, and creates customer and account when asked', async () => {
    const seller = await withdrawer(deps, clock, 5_000);
    const without = await seller.call('POST', paths.withdrawals, { value: '20', transfer_type: 'fiat' });
    expect(without.status).toBe(409);
    expect(without.body).toMatchObject({
      code: 'bank_account_required',
      detail: messages.bankAccountRequired,
    });
    const notAsked = await seller.call('POST', paths.bankWithdrawal, { value: '20' });
    expect(notAsked.status).toBe(409);
    expect((await seller.call('GET', paths.customer)).status).toBe(404);
    expect((await seller.call('GET', paths.fundingSource)).status).toBe(404);

    const first = await seller.call('POST', paths.bankWithdrawal, firstBankWithdrawal('20'));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      amount: 20,
      fee: 0,
      payout_amount: 20,
      status: 'queued',
      transfer_type: 'fiat',
      source: 'credit',
      failure: null,
    });
    const customer = await seller.call('GET', paths.customer);
    expect(customer).toMatchObject({
      status: 200,
      body: { first_name: 'Ada', last_name: 'Lovelace', status: 'verified' },
    });
    const source = await seller.call('GET', paths.fundingSource);
    expect(source.status).toBe(200);
    expect(source.body).toEqual({
      token: expect.any(String),
      name: 'Ada checking',
      bank_account_type: 'checking',
      last4: '5678',
    });
    expect(JSON.stringify(source.body)).not.toContain('12345678');

    // Once the account exists a plain withdrawal goes to it, and the bank fields of another are ignored.
    const plain = await seller.call('POST', paths.withdrawals, { value: '10', transfer_type: 'fiat' });
    expect(plain.status).toBe(200);
    const other = await seller.call(
      'POST',
      paths.bankWithdrawal,
      firstBankWithdrawal('10', {
        accountName: 'Other',
        accountNumber: '99999999',
        confirmAccountNumber: '99999999',
        type: 'savings',
      }),
    );
    expect(other.status).toBe(200);
    expect((await seller.call('GET', paths.fundingSource)).body).toEqual(source.body);
    expect(await balanceOf(deps, creditOf(seller.user.uuid))).toBe(5_000 - 4_000);
  });

  it("locks the customer's name once it exists", async () => {
    const seller = await withdrawer(deps, clock, 5_000);
    const created = await seller.call('POST', paths.customer, { first_name: 'Grace', last_name: 'Hopper' });
    expect(created).toMatchObject({
      status: 200,
      body: { first_name: 'Grace', last_name: 'Hopper', status: 'verified' },
    });
    const same = await seller.call('POST', paths.customer, { first_name: 'Grace', last_name: 'Hopper' });
    expect(same).toMatchObject({ status: 200, body: created.body });
    const renamed = await seller.call('POST', paths.customer, { first_name: 'Ada', last_name: 'Hopper' });
    expect(renamed.status).toBe(409);
    expect(renamed.body.detail).toBe(messages.payoutCustomerExists);
    expect((await seller.call('GET', paths.customer)).body).toEqual(created.body);
    expect(
      await answerOf(seller.call('POST', paths.customer, { first_name: '', last_name: 'Hopper' })),
    ).toMatchObject(fieldError('first_name', messages.fieldRequired));

    // The bank withdrawal uses the customer as it is, whatever name it carries.
    const withdrawal = await seller.call('POST', paths.bankWithdrawal, firstBankWithdrawal('20'));
    expect(withdrawal.status).toBe(200);
    expect((await seller.call('GET', paths.customer)).body).toEqual(created.body);
  });

  it('refuses a suspended customer', async () => {
    const seller = await withdrawer(deps, clock, 5_000);
    const answer = await seller.call(
      'POST',
      paths.bankWithdrawal,
      firstBankWithdrawal('20', { firstName: 'suspended' }),
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      code: 'withdrawal_account_suspended',
      detail: messages.withdrawalAccountSuspended,
    });
    expect((await seller.call('GET', paths.customer)).body.status).toBe('suspended');
    const plain = await seller.call('POST', paths.withdrawals, { value: '20', transfer_type: 'fiat' });
    expect(plain.status).toBe(403);
    expect(plain.body.detail).toBe(messages.withdrawalAccountSuspended);
    expect(await balanceOf(deps, creditOf(seller.user.uuid))).toBe(5_000);
  });
});

describe('the crypto payout', () => {
  it('goes from unauthorized to invited (by e-mail) to active', async () => {
    const seller = await withdrawer(deps, clock, 5_000);
    expect((await seller.call('GET', paths.recipient)).body).toEqual({ status: 'unauthorized' });
    const notActive = await seller.call('POST', paths.cryptoPayout, { amount: '20', provider: 'bitpay' });
    expect(notActive.status).toBe(409);
    expect(notActive.body).toMatchObject({
      code: 'payout_recipient_not_active',
      detail: messages.payoutRecipientNotActive,
    });

    const invited = await seller.call('POST', paths.recipient);
    expect(invited).toMatchObject({ status: 200, body: { status: 'invited' } });
    const invitations = sent.filter((message) => message.to === seller.user.email);
    expect(invitations).toHaveLength(1);
    expect(invitations[0]?.subject).toBe(SANDBOX_INVITATION_SUBJECT);
    expect((await seller.call('GET', paths.recipient)).body).toEqual({ status: 'invited' });
    expect((await seller.call('POST', paths.cryptoPayout, { amount: '20', provider: 'bitpay' })).status).toBe(
      409,
    );

    const recipientId = await activeRecipient(deps, seller);
    expect(invitations[0]?.body).toContain(sandboxInvitationUrl('http://localhost:3000', recipientId));
    // Asking again sends no second invitation.
    expect(sent.filter((message) => message.to === seller.user.email)).toHaveLength(1);
    expect((await seller.call('GET', paths.recipient)).body).toEqual({ status: 'active' });
  });

  it('takes the 1% fee from the amount', async () => {
    const seller = await withdrawer(deps, clock, 5_000);
    await activeRecipient(deps, seller);
    const answer = await seller.call('POST', paths.cryptoPayout, {
      amount: '25.50',
      provider: 'bitpay',
      coin: 'BTC',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      amount: 25.5,
      fee: 0.26,
      payout_amount: 25.24,
      transfer_type: 'crypto',
      status: 'queued',
    });
    const viaWithdrawal = await seller.call('POST', paths.withdrawals, {
      value: '10',
      transfer_type: 'crypto',
    });
    expect(viaWithdrawal.body).toMatchObject({ amount: 10, fee: 0.1, payout_amount: 9.9 });
    expect(await balanceOf(deps, creditOf(seller.user.uuid))).toBe(5_000 - 2_550 - 1_000);
    const movement = await getMovement(deps.db, `withdrawal:${answer.body.id}`);
    expect(movement?.entries.map((entry) => [entry.account, entry.amount])).toEqual(
      expect.arrayContaining([
        ['credit', -2_550],
        [expect.stringMatching(/^payouts/), 2_524],
        [expect.stringMatching(/^revenue/), 26],
      ]),
    );
  });
});

describe('the history and the balances', () => {
  it("lists the caller's own withdrawals, newest first, and the balances drop by the amounts", async () => {
    const alice = await withdrawer(deps, clock, 10_000);
    const bob = await withdrawer(deps, clock, 10_000);
    await activeRecipient(deps, alice);
    await activeRecipient(deps, bob);
    expect((await alice.call('GET', paths.withdrawals)).body).toEqual({ results: [] });
    const before = (await alice.call('GET', paths.balance)).body;
    expect(before).toMatchObject({ balance: 100, total_available_withdrawal: 100, withdraw_allowed: true });

    const ids: string[] = [];
    for (const value of ['10', '20', '30']) {
      const answer = await alice.call('POST', paths.withdrawals, { value, transfer_type: 'crypto' });
      expect(answer.status).toBe(200);
      ids.push(answer.body.id);
      clock.advance(TIME_MS.minute);
    }
    const bobs = await bob.call('POST', paths.withdrawals, { value: '15', transfer_type: 'crypto' });
    expect(bobs.status).toBe(200);

    const history = (await alice.call('GET', paths.withdrawals)).body.results;
    expect(history.map((row: { id: string }) => row.id)).toEqual([...ids].reverse());
    expect(history.map((row: { amount: number }) => row.amount)).toEqual([30, 20, 10]);
    expect(history.every((row: { status: string }) => row.status === 'queued')).toBe(true);
    expect(
      (await bob.call('GET', paths.withdrawals)).body.results.map((row: { id: string }) => row.id),
    ).toEqual([bobs.body.id]);
    expect((await alice.call('GET', paths.balance)).body).toMatchObject({
      balance: 40,
      total_available_withdrawal: 40,
    });
  });

  it('shows the history even while withdrawing is denied', async () => {
    const broke = await withdrawer(deps, clock, 0);
    expect(await broke.call('GET', paths.withdrawals)).toMatchObject({ status: 200, body: { results: [] } });
  });
});

describe("a creator's earnings", () => {
  it('are withdrawn from the earnings account, never above what is there', async () => {
    const creator = await withdrawer(deps, clock, 3_000);
    await fundAccount(deps, earningsOf(creator.user.uuid), 4_000);
    await activeRecipient(deps, creator);

    const tooMuch = creator.call('POST', paths.creatorWithdrawal, {
      value: '40.01',
      withdraw_type: 'crypto',
    });
    expect(await answerOf(tooMuch)).toMatchObject(fieldError('value', messages.withdrawalAmountTooHigh));
    expect(
      await answerOf(creator.call('POST', paths.creatorWithdrawal, { value: '5', withdraw_type: 'crypto' })),
    ).toMatchObject(fieldError('value', messages.withdrawalMinimum));

    const answer = await creator.call('POST', paths.creatorWithdrawal, {
      value: '40',
      withdraw_type: 'crypto',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ source: 'earnings', amount: 40, fee: 0.4, payout_amount: 39.6 });
    expect(await balanceOf(deps, earningsOf(creator.user.uuid))).toBe(0);
    expect(await balanceOf(deps, creditOf(creator.user.uuid))).toBe(3_000);
    const again = creator.call('POST', paths.creatorWithdrawal, { value: '10', withdraw_type: 'crypto' });
    expect(await answerOf(again)).toMatchObject(fieldError('value', messages.withdrawalAmountTooHigh));
  });

  it('need identity verification completed', async () => {
    const creator = await withdrawer(deps, clock, 0, { verificationStatus: 'pending' });
    await fundAccount(deps, earningsOf(creator.user.uuid), 4_000);
    await activeRecipient(deps, creator);
    const answer = await creator.call('POST', paths.creatorWithdrawal, {
      value: '20',
      withdraw_type: 'crypto',
    });
    expect(answer.status).toBe(403);
    expect(answer.body.detail).toBe(messages.withdrawVerificationRequired);
  });
});

describe('the flags', () => {
  it('turn withdrawals off (403), and crypto payouts alone', async () => {
    const seller = await withdrawer(deps, clock, 5_000);
    await activeRecipient(deps, seller);
    try {
      deps.flags.cryptoPayoutEnabled = false;
      for (const [path, body] of [
        [paths.cryptoPayout, { amount: '20', provider: 'bitpay' }],
        [paths.withdrawals, { value: '20', transfer_type: 'crypto' }],
        [paths.creatorWithdrawal, { value: '20', withdraw_type: 'crypto' }],
      ] as const) {
        const answer = await seller.call('POST', path, body);
        expect(answer.status, path).toBe(403);
        expect(answer.body.detail).toBe(messages.cryptoPayoutDisabled);
      }
      expect((await seller.call('POST', paths.recipient)).status).toBe(403);
      expect((await seller.call('POST', paths.bankWithdrawal, firstBankWithdrawal('20'))).status).toBe(200);

      deps.flags.withdrawEnabled = false;
      for (const [path, body] of [
        [paths.bankWithdrawal, firstBankWithdrawal('20')],
        [paths.withdrawals, { value: '20', transfer_type: 'fiat' }],
        [paths.customer, { first_name: 'Ada', last_name: 'Lovelace' }],
      ] as const) {
        const answer = await seller.call('POST', path, body);
        expect(answer.status, path).toBe(403);
        expect(answer.body.detail).toBe(messages.withdrawDisabled);
      }
    } finally {
      deps.flags.cryptoPayoutEnabled = true;
      deps.flags.withdrawEnabled = true;
    }
    expect(await balanceOf(deps, creditOf(seller.user.uuid))).toBe(3_000);
  });
});

it('lets a user without any account see the empty customer and recipient', async () => {
  const user = await signedInUser(deps);
  expect((await user.call('GET', paths.customer)).status).toBe(404);
  expect((await user.call('GET', paths.fundingSource)).status).toBe(404);
  expect((await user.call('GET', paths.recipient)).body).toEqual({ status: 'unauthorized' });
});
