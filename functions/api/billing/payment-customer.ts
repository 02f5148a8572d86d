import { withdrawalRoutes } from '../../../shared/api/routes/withdrawals';
import type { PayoutCustomer } from '../../../shared/api/schemas/withdrawals';
import type { BankPayoutAccount } from '../../data/payout-account';
import { createBankCustomer, readBankPayoutAccount } from '../../domain/withdrawals/payout-accounts';
import { NotFoundError } from '../../lib/errors';
import { endpoint } from '../../lib/http';
import { withdrawingUser } from './withdrawal-user';

const customerView = ({ customer }: BankPayoutAccount): PayoutCustomer => ({
  id: customer.id,
  first_name: customer.firstName,
  last_name: customer.lastName,
  status: customer.status,
});

/** GET /payments/dwolla-customer: the caller's partner customer (its status as the partner has it); 404 if none. */
export const getPaymentCustomer = endpoint(withdrawalRoutes.getPaymentCustomer, async (deps, { user }) => {
  const account = await readBankPayoutAccount(deps, user.uuid);
  if (!account) throw new NotFoundError();
  return customerView(account);
});

/**
 * POST /payments/dwolla-customer: creates the caller's partner customer once, after the partner's consents (403
 * before, as the bank withdrawal); its name is locked afterwards.
 */
export const createPaymentCustomer = endpoint(
  withdrawalRoutes.createPaymentCustomer,
  async (deps, { body, user }) => {
    const withdrawing = await withdrawingUser(deps, user, 'fiat');
    const name = { firstName: body.first_name, lastName: body.last_name };
    return customerView(await createBankCustomer(deps, withdrawing, name));
  },
);

/** GET /payments/dwolla-funding-source: the caller's bank account at the partner (last 4 digits); 404 if none. */
export const getFundingSource = endpoint(withdrawalRoutes.getFundingSource, async (deps, { user }) => {
  const source = (await readBankPayoutAccount(deps, user.uuid))?.fundingSource;
  if (!source) throw new NotFoundError();
  return { token: source.id, name: source.name, bank_account_type: source.type, last4: source.last4 };
});
