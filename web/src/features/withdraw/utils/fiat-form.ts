import type { BankWithdrawalBody, PayoutCustomer } from '../../../../../shared/api/schemas/withdrawals';
import type { BankAccountType } from '../../../../../shared/domain/enums';
import type { FieldMessages, ServerFields } from '../../../lib/field-errors';
import {
  validateAccountConfirmation,
  validateAccountNumber,
  validateRequired,
  validateRoutingNumber,
  validateWithdrawalAmount,
} from './withdrawal-rules';

/** The fiat withdrawal form's inputs (spec part 1 §3 'Bank details'). */
export interface FiatFormValues {
  value: string;
  firstName: string;
  lastName: string;
  accountName: string;
  accountNumber: string;
  confirmAccountNumber: string;
  routingNumber: string;
  type: BankAccountType;
}

export type FiatField = keyof FiatFormValues;

export const emptyFiatForm = (customer: PayoutCustomer | null): FiatFormValues => ({
  value: '',
  firstName: customer?.first_name ?? '',
  lastName: customer?.last_name ?? '',
  accountName: '',
  accountNumber: '',
  confirmAccountNumber: '',
  routingNumber: '',
  type: 'checking',
});

/** The form's inputs are named like the API's fields. */
export const fiatServerFields: ServerFields<FiatField> = {
  value: 'value',
  firstName: 'firstName',
  lastName: 'lastName',
  accountName: 'accountName',
  accountNumber: 'accountNumber',
  confirmAccountNumber: 'confirmAccountNumber',
  routingNumber: 'routingNumber',
  type: 'type',
};

/** Every broken rule of the form; the bank fields only count while there is no funding source yet. */
export function validateFiatForm(
  values: FiatFormValues,
  { availableCents, needsBank }: { availableCents: number; needsBank: boolean },
): FieldMessages<FiatField> {
  const found: FieldMessages<FiatField> = {
    value: validateWithdrawalAmount(availableCents)(values.value) ?? undefined,
  };
  if (needsBank) {
    found.firstName = validateRequired(values.firstName) ?? undefined;
    found.lastName = validateRequired(values.lastName) ?? undefined;
    found.accountName = validateRequired(values.accountName) ?? undefined;
    found.accountNumber = validateAccountNumber(values.accountNumber) ?? undefined;
    found.confirmAccountNumber =
      validateAccountConfirmation(values.accountNumber)(values.confirmAccountNumber) ?? undefined;
    found.routingNumber = validateRoutingNumber(values.routingNumber) ?? undefined;
  }
  return Object.fromEntries(
    Object.entries(found).filter(([, message]) => message),
  ) as FieldMessages<FiatField>;
}

/** The bank withdrawal: the customer is created unless it exists; the funding source always (there is none). */
export const bankWithdrawalBody = (
  values: FiatFormValues,
  customer: PayoutCustomer | null,
): BankWithdrawalBody => ({
  value: values.value,
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  accountName: values.accountName.trim(),
  accountNumber: values.accountNumber,
  confirmAccountNumber: values.confirmAccountNumber,
  routingNumber: values.routingNumber,
  type: values.type,
  createCustomer: !customer,
  createFundingSource: true,
});
