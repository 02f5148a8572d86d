import type { BankCustomer, BankFundingSource, PayoutRecipientStatus } from '../lib/ports/payouts';
import { type Db, getItem, type Item, put, putNew, recordOf, type TransactItem } from './db';

/**
 * A user's accounts at the payout providers, beside the profile in the user's partition: the payment partner's
 * customer with its bank funding source (Dwolla), and the payout recipient (BitPay). Only ids, names, statuses
 * and the last 4 digits of a bank account are kept; the provider holds the rest.
 */
export interface BankPayoutAccount {
  userUuid: string;
  customer: BankCustomer;
  fundingSource: BankFundingSource | null;
}

export interface CryptoPayoutAccount {
  userUuid: string;
  recipientId: string;
  status: PayoutRecipientStatus;
}

const bankKey = (userUuid: string) => ({ pk: `USER#${userUuid}`, sk: 'PAYOUT_ACCOUNT#dwolla' });
const cryptoKey = (userUuid: string) => ({ pk: `USER#${userUuid}`, sk: 'PAYOUT_ACCOUNT#bitpay' });

export const getBankPayoutAccount = (db: Db, userUuid: string) =>
  getItem(db, bankKey(userUuid).pk, bankKey(userUuid).sk, (item: Item) => recordOf<BankPayoutAccount>(item));

/** The first customer of a user wins (its name is then locked): a conditional put. */
export const putNewBankPayoutAccount = (db: Db, account: BankPayoutAccount): TransactItem =>
  putNew(db, { ...bankKey(account.userUuid), entity: 'bank-payout-account', ...account });

/** The customer's status or funding source as the partner now reports them. */
export const putBankPayoutAccount = (db: Db, account: BankPayoutAccount): TransactItem =>
  put(db, { ...bankKey(account.userUuid), entity: 'bank-payout-account', ...account });

export const getCryptoPayoutAccount = (db: Db, userUuid: string) =>
  getItem(db, cryptoKey(userUuid).pk, cryptoKey(userUuid).sk, (item: Item) =>
    recordOf<CryptoPayoutAccount>(item),
  );

export const putCryptoPayoutAccount = (db: Db, account: CryptoPayoutAccount): TransactItem =>
  put(db, { ...cryptoKey(account.userUuid), entity: 'crypto-payout-account', ...account });
