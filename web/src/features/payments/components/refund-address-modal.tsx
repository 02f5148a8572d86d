import { type FormEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { CryptoAddress } from '../../../../../shared/api/schemas/crypto';
import { type Currency, currencyLabels, currencyNetwork } from '../../../../../shared/domain/enums';
import { Button } from '../../../components/button/button';
import * as formStyles from '../../../components/form/form.css';
import { FormError } from '../../../components/form/form-error';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal/modal';
import { errorText, isApiError } from '../../../lib/api-client';
import { createDepositAddress } from '../api/create-deposit-address';
import { depositAddressesKey } from '../api/list-deposit-addresses';

/**
 * The refund address modal: where refunds of the coin go, entered twice (both equal and non-empty, spec part 1
 * §5), then a new deposit address for the coin.
 */
export function RefundAddressModal({
  coin,
  onClose,
  onCreated,
}: {
  coin: Currency;
  onClose: () => void;
  onCreated: (address: CryptoAddress) => void;
}) {
  const [address, setAddress] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { mutate } = useSWRConfig();
  const filled = address.trim() !== '' && confirm.trim() !== '';
  const matches = filled && address.trim() === confirm.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    setBusy(true);
    setFieldError(null);
    setFailure(null);
    try {
      const created = await createDepositAddress(coin, address.trim());
      await mutate(depositAddressesKey());
      onCreated(created);
    } catch (error) {
      const field = isApiError(error)
        ? error.fieldErrors.find((entry) => entry.field === 'withdraw_address')
        : undefined;
      if (field) setFieldError(field.message);
      else setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const network = currencyLabels[currencyNetwork[coin]];
  return (
    <Modal title={`Refund address for ${coin}`} onClose={onClose}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <p className={formStyles.hint}>
          If you ask for a refund of your prepaid {currencyLabels[coin]}, it goes to this {network} network
          address. Enter it twice.
        </p>
        <TextField
          label="Refund address"
          autoComplete="off"
          spellCheck={false}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          error={fieldError}
        />
        <TextField
          label="Confirm refund address"
          autoComplete="off"
          spellCheck={false}
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          hint={filled && !matches ? 'The addresses do not match.' : undefined}
        />
        <FormError message={failure} />
        <div className={formStyles.actions}>
          <Button type="submit" disabled={!matches || busy}>
            Continue
          </Button>
        </div>
      </form>
    </Modal>
  );
}
