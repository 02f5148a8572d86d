import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { creatorWithdrawalBodySchema, type Withdrawal } from '../../../../../shared/api/schemas/withdrawals';
import type { WithdrawalType } from '../../../../../shared/domain/enums';
import { messages } from '../../../../../shared/domain/messages';
import { formatUsdFixed, parseUsdInput } from '../../../../../shared/format/usd';
import { Button } from '../../../components/button/button';
import * as formStyles from '../../../components/form/form.css';
import { FormError } from '../../../components/form/form-error';
import { SelectField } from '../../../components/form/select-field';
import { UsdAmountField } from '../../../components/form/usd-amount-field';
import { paths } from '../../../config/paths';
import { useFlags } from '../../../lib/feature-flags';
import { noFailure } from '../../../lib/field-errors';
import { useFormCall } from '../../../lib/use-form-call';
import { usdToCents } from '../../../utils/money';
import { creatorWithdrawal } from '../api/creator-withdrawal';
import { useEarnings } from '../api/get-earnings';
import { fieldIssues } from '../utils/field-issues';
import * as styles from './storefront.css';

type Field = 'value' | 'withdraw_type';

const serverFields = { value: 'value', withdraw_type: 'withdraw_type' } as const;

export interface CreatorWithdrawFormProps {
  /** The creator's preferred payout type, chosen first. */
  payoutType: WithdrawalType;
  onQueued: (withdrawal: Withdrawal) => void;
}

/**
 * The creator withdrawal (POST /storefront_billing/creator_withdrawal): an amount of the storefront earnings to the
 * payout account of the withdraw area (the bank account, or the crypto recipient), by the same rules.
 */
export function CreatorWithdrawForm({ payoutType, onQueued }: CreatorWithdrawFormProps) {
  const { flags } = useFlags();
  const types = [
    { value: 'fiat', label: 'Bank transfer (US only)' },
    ...(flags.cryptoPayoutEnabled ? [{ value: 'crypto', label: 'Crypto' }] : []),
  ];
  const [value, setValue] = useState('');
  const [type, setType] = useState<WithdrawalType>(
    payoutType === 'crypto' && flags.cryptoPayoutEnabled ? 'crypto' : 'fiat',
  );
  const { failure, setFailure, busy, run } = useFormCall<Field>(serverFields);
  // What may be withdrawn now: held earnings are not (the server checks the same).
  const earnings = useEarnings().data;
  const availableCents = earnings ? usdToCents(earnings.available) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = fieldIssues<Field>(creatorWithdrawalBodySchema, { value, withdraw_type: type });
    const cents = parseUsdInput(value);
    if (!fields.value && availableCents !== undefined && cents !== undefined && cents > availableCents)
      fields.value = messages.withdrawalAmountTooHigh;
    if (Object.values(fields).some(Boolean)) return setFailure({ fields, form: null });
    const queued = await run(() => creatorWithdrawal(value, type));
    if (queued) onQueued(queued);
  };

  return (
    <form
      className={`${formStyles.form} ${styles.column}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="creator-withdraw-form"
    >
      <UsdAmountField
        label="Amount (USD)"
        value={value}
        onChange={(next) => {
          setValue(next);
          setFailure(noFailure);
        }}
        error={failure.fields.value}
        hint={
          availableCents === undefined
            ? undefined
            : `At most ${formatUsdFixed(availableCents)}, what is available for withdrawal now`
        }
      />
      <SelectField
        label="Withdraw to"
        options={types}
        value={type}
        onChange={(event) => setType(event.target.value as WithdrawalType)}
        error={failure.fields.withdraw_type}
      />
      <FormError message={failure.form} />
      {flags.withdrawEnabled && (
        <p className={styles.muted}>
          The bank account or crypto recipient is the one of your{' '}
          <Link to={paths.withdraw()}>withdraw area</Link>.
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {busy ? 'Withdrawing…' : 'Withdraw'}
        </Button>
      </div>
    </form>
  );
}
