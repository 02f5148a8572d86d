import { messages } from '../../../shared/domain/messages';
import { transactWrite, tryTransactWrite } from '../../data/db';
import {
  type BankPayoutAccount,
  type CryptoPayoutAccount,
  getBankPayoutAccount,
  getCryptoPayoutAccount,
  putBankPayoutAccount,
  putCryptoPayoutAccount,
  putNewBankPayoutAccount,
} from '../../data/payout-account';
import type { UserRecord } from '../../data/user';
import type { Deps } from '../../lib/deps';
import { ConflictError } from '../../lib/errors';
import type { BankAccount, PayoutRecipientStatus } from '../../lib/ports/payouts';
import {
  PartnerConsentRequiredError,
  PayoutAccountMissingError,
  PayoutAccountSuspendedError,
} from './errors';

type AccountDeps = Pick<Deps, 'db' | 'bankPayouts' | 'cryptoPayouts'>;

/** The user's partner customer with its status as the partner reports it now (suspension happens there). */
export async function readBankPayoutAccount(
  deps: AccountDeps,
  userUuid: string,
): Promise<BankPayoutAccount | undefined> {
  const account = await getBankPayoutAccount(deps.db, userUuid);
  if (!account) return undefined;
  const customer = await deps.bankPayouts.getCustomer(account.customer.id);
  if (!customer || customer.status === account.customer.status) return account;
  const current = { ...account, customer };
  await transactWrite(deps.db, [putBankPayoutAccount(deps.db, current)]);
  return current;
}

/** Nothing reaches the payment partner for a user before both of its consents (privacy policy and terms). */
export function assertPartnerConsent(user: UserRecord): void {
  if (!user.acceptedPartnerPrivacyPolicy || !user.acceptedPartnerTerms)
    throw new PartnerConsentRequiredError();
}

/**
 * The partner customer, created once and only after the partner's consents: asking again with the same name
 * answers it, with another name is refused (the name is locked once the customer exists). Of two racing creations
 * the first record wins.
 */
export async function createBankCustomer(
  deps: AccountDeps,
  user: UserRecord,
  name: { firstName: string; lastName: string },
): Promise<BankPayoutAccount> {
  assertPartnerConsent(user);
  const existing = await getBankPayoutAccount(deps.db, user.uuid);
  const sameName = (account: BankPayoutAccount) =>
    account.customer.firstName === name.firstName && account.customer.lastName === name.lastName;
  if (existing) {
    if (!sameName(existing)) throw new ConflictError(messages.payoutCustomerExists, 'payout_customer_exists');
    return existing;
  }
  const customer = await deps.bankPayouts.createCustomer({
    reference: user.uuid,
    email: user.email,
    ...name,
  });
  const account: BankPayoutAccount = { userUuid: user.uuid, customer, fundingSource: null };
  if (await tryTransactWrite(deps.db, [putNewBankPayoutAccount(deps.db, account)])) return account;
  return createBankCustomer(deps, user, name);
}

/** The customer's bank account, added once: with one already there the bank fields are ignored. */
export async function addFundingSource(
  deps: AccountDeps,
  account: BankPayoutAccount,
  bank: BankAccount,
): Promise<BankPayoutAccount> {
  if (account.fundingSource) return account;
  const fundingSource = await deps.bankPayouts.createFundingSource(account.customer.id, bank);
  const withSource = { ...account, fundingSource };
  await transactWrite(deps.db, [putBankPayoutAccount(deps.db, withSource)]);
  return withSource;
}

/**
 * Part 2 §6 fiat withdrawer: both partner consents, a customer that is not suspended, and a bank account to pay.
 * Answers the funding source's id.
 */
export async function bankDestinationOf(deps: AccountDeps, user: UserRecord): Promise<string> {
  assertPartnerConsent(user);
  const account = await readBankPayoutAccount(deps, user.uuid);
  if (account?.customer.status === 'suspended') throw new PayoutAccountSuspendedError();
  if (!account?.fundingSource)
    throw new PayoutAccountMissingError(messages.bankAccountRequired, 'bank_account_required');
  return account.fundingSource.id;
}

/** The payout recipient's status, read from the provider (and kept for /me); unauthorized before any invite. */
export async function readRecipientStatus(
  deps: AccountDeps,
  userUuid: string,
): Promise<{ account?: CryptoPayoutAccount; status: PayoutRecipientStatus | 'unauthorized' }> {
  const account = await getCryptoPayoutAccount(deps.db, userUuid);
  if (!account) return { status: 'unauthorized' };
  const recipient = await deps.cryptoPayouts.getRecipient(account.recipientId);
  if (!recipient || recipient.status === account.status) return { account, status: account.status };
  const current = { ...account, status: recipient.status };
  await transactWrite(deps.db, [putCryptoPayoutAccount(deps.db, current)]);
  return { account: current, status: current.status };
}

/** Sends the provider's invitation (e-mailed by the provider); once invited, asking again answers the status. */
export async function inviteRecipient(deps: AccountDeps, user: UserRecord): Promise<PayoutRecipientStatus> {
  const known = await readRecipientStatus(deps, user.uuid);
  if (known.status !== 'unauthorized') return known.status;
  const recipient = await deps.cryptoPayouts.inviteRecipient({
    reference: user.uuid,
    email: user.email,
    label: user.username,
  });
  const account = { userUuid: user.uuid, recipientId: recipient.id, status: recipient.status };
  await transactWrite(deps.db, [putCryptoPayoutAccount(deps.db, account)]);
  return recipient.status;
}

/** Part 2 §6 crypto payout user: only an active recipient is paid. Answers the recipient's id. */
export async function cryptoDestinationOf(deps: AccountDeps, userUuid: string): Promise<string> {
  const { account, status } = await readRecipientStatus(deps, userUuid);
  if (!account || status !== 'active')
    throw new PayoutAccountMissingError(messages.payoutRecipientNotActive, 'payout_recipient_not_active');
  return account.recipientId;
}
