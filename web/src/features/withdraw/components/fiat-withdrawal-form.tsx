import { type FormEvent, useState } from 'react';
import type {
  FundingSource,
  PayoutCustomer,
  Withdrawal,
} from '../../../../../shared/api/schemas/withdrawals';
import { type BankAccountType, bankAccountTypeLabels } from '../../../../../shared/domain/enums';
import { formatUsdFixed } from '../../../../../shared/format/usd';
import { Button } from '../../../components/button/button';
import * as formStyles from '../../../components/form/form.css';
import { FormError } from '../../../components/form/form-error';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { UsdAmountField } from '../../../components/form/usd-amount-field';
import { type FormFailure, formFailure, noFailure } from '../../../lib/field-errors';
import { digitsOnly } from '../../../utils/validation';
import { bankWithdrawal } from '../api/bank-withdrawal';
import { createWithdrawal } from '../api/create-withdrawal';
import {
  bankWithdrawalBody,
  emptyFiatForm,
  type FiatField,
  type FiatFormValues,
  fiatServerFields,
  validateFiatForm,
} from '../utils/fiat-form';
import * as styles from './withdraw.css';

const typeOptions = Object.entries(bankAccountTypeLabels).map(([value, label]) => ({ value, label }));

export interface FiatWithdrawalFormProps {
  availableCents: number;
  /** The payment partner's customer; its name is locked once it exists. */
  customer: PayoutCustomer | null;
  /** The saved bank account; with one, only the amount is asked. */
  fundingSource: FundingSource | null;
  onQueued: (withdrawal: Withdrawal) => void;
}

/**
 * The fiat withdrawal form (spec part 1 §5): the amount, and the bank details until a funding source exists.
 * Numeric inputs keep digits only; the server's field errors show under their inputs.
 */
export function FiatWithdrawalForm({
  availableCents,
  customer,
  fundingSource,
  onQueued,
}: FiatWithdrawalFormProps) {
  const [values, setValues] = useState<FiatFormValues>(() => emptyFiatForm(customer));
  const [failure, setFailure] = useState<FormFailure<FiatField>>(noFailure);
  const [busy, setBusy] = useState(false);
  const needsBank = !fundingSource;

  // Editing a field takes its message away: it was about the value before.
  const set = (field: FiatField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFailure((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
  };
  const fieldProps = (field: FiatField) => ({
    value: values[field],
    error: failure.fields[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
  });
  const digitsProps = (field: FiatField) => ({
    ...fieldProps(field),
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => set(field)(digitsOnly(event.target.value)),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = validateFiatForm(values, { availableCents, needsBank });
    setFailure({ fields, form: null });
    if (Object.keys(fields).length) return;
    setBusy(true);
    try {
      onQueued(
        needsBank
          ? await bankWithdrawal(bankWithdrawalBody(values, customer))
          : await createWithdrawal(values.value),
      );
    } catch (error) {
      setFailure(formFailure(error, fiatServerFields));
      setBusy(false);
    }
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Fiat withdrawal">
      <UsdAmountField
        label="Amount (USD)"
        value={values.value}
        onChange={set('value')}
        error={failure.fields.value}
        hint={`At most ${formatUsdFixed(availableCents)}, what is available for withdrawal now`}
      />
      {fundingSource ? (
        <p className={styles.muted} data-testid="funding-source">
          To {fundingSource.name} ({bankAccountTypeLabels[fundingSource.bank_account_type]}) ••••{' '}
          {fundingSource.last4}
        </p>
      ) : (
        <>
          <div className={styles.nameRow}>
            <TextField
              label="First name"
              autoComplete="given-name"
              disabled={!!customer}
              {...fieldProps('firstName')}
            />
            <TextField
              label="Last name"
              autoComplete="family-name"
              disabled={!!customer}
              {...fieldProps('lastName')}
            />
          </div>
          <TextField label="Account name" autoComplete="off" {...fieldProps('accountName')} />
          <TextField label="Account number" {...digitsProps('accountNumber')} />
          <TextField label="Confirm account number" {...digitsProps('confirmAccountNumber')} />
          <TextField label="Routing number" {...digitsProps('routingNumber')} />
          <SelectField
            label="Account type"
            options={typeOptions}
            value={values.type}
            onChange={(event) => set('type')(event.target.value as BankAccountType)}
            error={failure.fields.type}
          />
        </>
      )}
      <FormError message={failure.form} />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={busy}>
          Withdraw
        </Button>
      </div>
    </form>
  );
}
