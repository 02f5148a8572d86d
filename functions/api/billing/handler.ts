import { awsPayoutProviders } from '../../lib/adapters/payout-providers';
import { getDeps } from '../../lib/deps';
import { familyHandler } from '../../lib/http';
import { bankWithdrawal } from './bank-withdrawal';
import { createWithdrawal } from './create-withdrawal';
import { creatorWithdrawal } from './creator-withdrawal';
import { cryptoPayout } from './crypto-payout';
import { getBalance } from './get-balance';
import { getStatement } from './get-statement';
import { listWithdrawals } from './list-withdrawals';
import { createPaymentCustomer, getFundingSource, getPaymentCustomer } from './payment-customer';
import { getPayoutRecipient, invitePayoutRecipient } from './payout-recipient';
import { receiveCardWebhook } from './receive-card-webhook';
import { withdrawCrypto } from './withdraw-crypto';

export const endpoints = [
  getBalance,
  getStatement,
  receiveCardWebhook,
  withdrawCrypto,
  listWithdrawals,
  createWithdrawal,
  bankWithdrawal,
  cryptoPayout,
  creatorWithdrawal,
  getPaymentCustomer,
  createPaymentCustomer,
  getFundingSource,
  invitePayoutRecipient,
  getPayoutRecipient,
];
/** The payout providers come with this family only (customers, bank accounts, recipients). */
export const handler = familyHandler(endpoints, () => getDeps(awsPayoutProviders));
