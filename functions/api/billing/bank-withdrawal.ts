import { withdrawalRoutes } from '../../../shared/api/routes/withdrawals';
import type { bankWithdrawalBodySchema } from '../../../shared/api/schemas/withdrawals';
import { messages } from '../../../shared/domain/messages';
import type * as z from '../../../shared/zod';
import type { UserRecord } from '../../data/user';
import { PayoutAccountMissingError, PayoutAccountSuspendedError } from '../../domain/withdrawals/errors';
import {
  addFundingSource,
  assertPartnerConsent,
  createBankCustomer,
  readBankPayoutAccount,
} from '../../domain/withdrawals/payout-accounts';
import { assertCanWithdraw } from '../../domain/withdrawals/request-withdrawal';
import type { Deps } from '../../lib/deps';
import { endpoint } from '../../lib/http';
import { withdrawTo } from './create-withdrawal';
import { withdrawingUser } from './withdrawal-user';

type BankWithdrawalBody = z.output<typeof bankWithdrawalBodySchema>;

const bankAccountMissing = () =>
  new PayoutAccountMissingError(messages.bankAccountRequired, 'bank_account_required');

/** The customer and bank account the body asks for, made only where missing (a name is locked once it exists). */
async function ensureBankAccount(deps: Deps, user: UserRecord, body: BankWithdrawalBody) {
  let account = await readBankPayoutAccount(deps, user.uuid);
  if (!account) {
    if (!body.createCustomer || !body.firstName || !body.lastName) throw bankAccountMissing();
    account = await createBankCustomer(deps, user, { firstName: body.firstName, lastName: body.lastName });
  }
  if (account.customer.status === 'suspended') throw new PayoutAccountSuspendedError();
  if (account.fundingSource) return;
  const { accountName, accountNumber, routingNumber, type } = body;
  if (!body.createFundingSource || !accountName || !accountNumber || !routingNumber || !type)
    throw bankAccountMissing();
  await addFundingSource(deps, account, { accountName, accountNumber, routingNumber, type });
}

/**
 * The bank withdrawal through the payment partner: after the consents and the amount rules, creates the partner
 * customer and the bank funding source where asked and missing, then queues the withdrawal to it.
 */
export const bankWithdrawal = endpoint(withdrawalRoutes.bankWithdrawal, async (deps, { body, user }) => {
  const withdrawing = await withdrawingUser(deps, user, 'fiat');
  assertPartnerConsent(withdrawing);
  const check = { source: 'credit' as const, amountCents: body.value, amountField: 'value' };
  await assertCanWithdraw(deps, withdrawing, check);
  await ensureBankAccount(deps, withdrawing, body);
  return withdrawTo(deps, withdrawing, { ...check, transferType: 'fiat' });
});
