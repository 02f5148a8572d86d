import { getLedgerAccount } from '../../../functions/data/ledger-account';
import { getCryptoPayoutAccount } from '../../../functions/data/payout-account';
import type { UserRecord } from '../../../functions/data/user';
import type { LedgerAccount } from '../../../functions/domain/ledger/accounts';
import { postMovement } from '../../../functions/domain/ledger/post-movement';
import { SANDBOX_BANK_PAYOUTS } from '../../../functions/lib/adapters/sandbox-bank-payouts';
import { activateSandboxRecipient } from '../../../functions/lib/adapters/sandbox-crypto-payouts';
import type { ManualClock } from '../../../functions/lib/clock';
import type { Deps } from '../../../functions/lib/deps';
import type { BankWithdrawalBody } from '../../../shared/api/schemas/withdrawals';
import { TIME_MS } from '../../../shared/domain/constants';
import { type SignedInUser, signedInUser } from '../account/support';

export const paths = {
  balance: '/api/billing/balance',
  withdrawals: '/api/payments/withdrawal',
  bankWithdrawal: '/api/payments/bank-withdrawal',
  cryptoPayout: '/api/payments/crypto-payout',
  customer: '/api/payments/dwolla-customer',
  fundingSource: '/api/payments/dwolla-funding-source',
  recipient: '/api/payments/bitpay-recipient',
  creatorWithdrawal: '/api/storefront_billing/creator_withdrawal',
} as const;

/** Past the 14-day first withdrawal waiting period. */
export const PAST_WAITING_PERIOD_MS = 15 * TIME_MS.day;

/** Money arriving in a user's account from clearing, as a resale brings credit or a storefront sale earnings. */
export function fundAccount(deps: Deps, account: LedgerAccount, cents: number) {
  return postMovement(
    { db: deps.db, now: deps.clock.now(), newId: deps.newId },
    {
      idempotencyKey: deps.newId(),
      kind: 'test-receive',
      legs: [
        { account: { kind: 'clearing', currency: 'USD' }, amount: -cents },
        { account, amount: cents },
      ],
    },
  );
}

export const creditOf = (userUuid: string): LedgerAccount => ({ kind: 'credit', userUuid });
export const earningsOf = (userUuid: string): LedgerAccount => ({ kind: 'earnings', userUuid });

export const balanceOf = async (deps: Pick<Deps, 'db'>, account: LedgerAccount) =>
  (await getLedgerAccount(deps.db, account))?.balance ?? 0;

/**
 * A verified user who accepted the payment partner's policies, with `creditCents` of marketplace credit received
 * past the waiting period (the clock moves on by 15 days).
 */
export async function withdrawer(
  deps: Deps,
  clock: ManualClock,
  creditCents: number,
  overrides: Partial<UserRecord> = {},
): Promise<SignedInUser> {
  const user = await signedInUser(deps, {
    verificationStatus: 'completed',
    acceptedPartnerPrivacyPolicy: true,
    acceptedPartnerTerms: true,
    ...overrides,
  });
  if (creditCents > 0) await fundAccount(deps, creditOf(user.user.uuid), creditCents);
  clock.advance(PAST_WAITING_PERIOD_MS);
  return user;
}

/** A first bank withdrawal: creates the partner customer and the bank account (the sandbox's routing number). */
export const firstBankWithdrawal = (
  value: string,
  overrides: Partial<BankWithdrawalBody> = {},
): BankWithdrawalBody => ({
  value,
  firstName: 'Ada',
  lastName: 'Lovelace',
  accountName: 'Ada checking',
  accountNumber: '12345678',
  confirmAccountNumber: '12345678',
  routingNumber: SANDBOX_BANK_PAYOUTS.routingNumber,
  type: 'checking',
  createCustomer: true,
  createFundingSource: true,
  ...overrides,
});

/** Invites the user as a payout recipient and accepts the invitation as they would; answers the recipient id. */
export async function activeRecipient(deps: Deps, user: SignedInUser): Promise<string> {
  const invited = await user.call('POST', paths.recipient);
  if (invited.status !== 200) throw new Error(`invite answered ${invited.status}`);
  const recipientId = (await getCryptoPayoutAccount(deps.db, user.user.uuid))?.recipientId;
  if (!recipientId) throw new Error('no payout recipient was recorded');
  await activateSandboxRecipient(deps.db, recipientId);
  return recipientId;
}
