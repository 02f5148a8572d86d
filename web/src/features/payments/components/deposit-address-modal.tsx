import QRCode from 'qrcode';
import { type FormEvent, useEffect, useState } from 'react';
import type { CryptoAddress } from '../../../../../shared/api/schemas/crypto';
import { Currency, currencyLabels } from '../../../../../shared/domain/enums';
import { formatCountdown } from '../../../../../shared/format/countdown';
import { Button } from '../../../components/button/button';
import { CheckField } from '../../../components/form/check-field';
import * as formStyles from '../../../components/form/form.css';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal/modal';
import { useToast } from '../../../components/toast/toast-store';
import { useNow } from '../../../hooks/use-now';
import { prepaidEthInput, validatePrepaidEthAmount } from '../utils/crypto-amounts';
import * as styles from './payments.css';

/**
 * Prepaid ETH (spec part 1 §5): how much will be sent (an integer plus up to 6 decimals, not zero) and the
 * non-refundable gas fee accepted, before the address shows.
 */
function PrepaidEthStep({ onContinue }: { onContinue: (amount: string) => void }) {
  const [amount, setAmount] = useState('');
  const [gasAccepted, setGasAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePrepaidEthAmount(amount);
    setError(found);
    if (!found && gasAccepted) onContinue(amount);
  };
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Prepaid ETH">
      <TextField
        label="Amount of ETH to add"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(prepaidEthInput(event.target.value))}
        error={error}
      />
      <CheckField
        label="I understand that the network gas fee of my transfer is non-refundable."
        checked={gasAccepted}
        onChange={(event) => setGasAccepted(event.target.checked)}
      />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={!gasAccepted}>
          Show deposit address
        </Button>
      </div>
    </form>
  );
}

function AddressDetails({ address, amount }: { address: CryptoAddress; amount: string | null }) {
  const [qr, setQr] = useState<string | null>(null);
  const toast = useToast();
  const now = useNow();
  const deposit = address.collectibles_deposit_address;
  const remainingMs = new Date(address.expires_at).getTime() - now.getTime();

  useEffect(() => {
    let cancelled = false;
    QRCode.toDataURL(deposit, { margin: 1, width: 200 })
      .then((url) => !cancelled && setQr(url))
      .catch((failure: unknown) => console.error('QR code failed', failure));
    return () => {
      cancelled = true;
    };
  }, [deposit]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(deposit);
      toast('info', 'Address copied');
    } catch (error) {
      console.warn('copy failed', error);
    }
  };

  return (
    <div className={formStyles.form} data-testid="deposit-address">
      <p>
        Send {amount ? `${amount} ${address.coin}` : `${currencyLabels[address.coin]} (${address.coin})`} on
        the {currencyLabels[address.network]} network to this address. It is credited to your prepaid balance
        when the transfer arrives.
      </p>
      {qr && (
        <img
          src={qr}
          alt={`QR code of the ${address.coin} deposit address`}
          className={styles.qr}
          data-testid="deposit-qr"
        />
      )}
      <code className={styles.address} data-testid="deposit-address-value">
        {deposit}
      </code>
      <div className={formStyles.actions}>
        <Button variant="secondary" size="sm" onClick={copy}>
          Copy address
        </Button>
        {remainingMs > 0 ? (
          <span className={formStyles.hint} data-testid="deposit-validity">
            Valid for {formatCountdown(remainingMs)}
          </span>
        ) : (
          <span className={formStyles.error} data-testid="deposit-expired">
            This address has expired. Set up a new one to add more.
          </span>
        )}
      </div>
    </div>
  );
}

/**
 * The deposit address modal: the coin's address as a QR code and text with a copy button, and how long it is
 * still valid (15 minutes from its creation). ETH asks for the amount and the gas fee acknowledgement first.
 */
export function DepositAddressModal({ address, onClose }: { address: CryptoAddress; onClose: () => void }) {
  const [ethAmount, setEthAmount] = useState<string | null>(null);
  const asksAmount = address.coin === Currency.ETH && ethAmount === null;
  return (
    <Modal title={`Add ${address.coin}`} onClose={onClose}>
      {asksAmount ? (
        <PrepaidEthStep onContinue={setEthAmount} />
      ) : (
        <AddressDetails address={address} amount={ethAmount} />
      )}
    </Modal>
  );
}
