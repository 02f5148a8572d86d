import { useId, useState } from 'react';
import type { Balances } from '../../../../../shared/api/schemas/billing';
import type { CryptoAddress } from '../../../../../shared/api/schemas/crypto';
import type { User } from '../../../../../shared/api/schemas/user';
import { ALLOWED_PAYMENT_CRYPTO, RATE_DISPLAY_COINS } from '../../../../../shared/domain/constants';
import { type Currency, currencyLabels } from '../../../../../shared/domain/enums';
import { formatCoin } from '../../../../../shared/format/coin';
import { formatUsdFixed } from '../../../../../shared/format/usd';
import { Button } from '../../../components/button/button';
import { Loader } from '../../../components/loader/loader';
import { ErrorState } from '../../../components/status/error-state';
import { useNow } from '../../../hooks/use-now';
import { useAccountModal } from '../../../lib/auth';
import { useAppConfig } from '../../../lib/feature-flags';
import { useBalances } from '../../../lib/payments/get-balances';
import { useCryptoRates } from '../../../lib/payments/get-crypto-rates';
import { prepaidCryptoEnabled } from '../../../lib/payments/prepaid-crypto';
import { usdToCents } from '../../../utils/money';
import { useDepositAddresses } from '../api/list-deposit-addresses';
import { coinMicroUnits } from '../utils/crypto-amounts';
import { type DepositAddressState, depositAddressState } from '../utils/deposit-address';
import { DepositAddressModal } from './deposit-address-modal';
import { ON_RAMP_NAME, OnRampModal, onRampWidgetUrl } from './on-ramp-modal';
import * as styles from './payments.css';
import { PrepaidExplainerModal } from './prepaid-explainer-modal';
import { RefundAddressModal } from './refund-address-modal';
import { RefundRequestModal } from './refund-request-modal';

type OpenModal =
  | { kind: 'explainer' }
  | { kind: 'refundAddress'; coin: Currency }
  | { kind: 'deposit'; address: CryptoAddress }
  | { kind: 'refund'; coin: Currency; availableMicroUnits: bigint; withdrawAddress: string }
  | { kind: 'onRamp'; widgetUrl: string };

interface CoinCardProps {
  coin: Currency;
  balance: Balances['coins'][Currency];
  rate: number | undefined;
  address: DepositAddressState;
  /** The signed-able on-ramp widget URL for this coin, when the on-ramp sells it and an address exists. */
  onRampUrl: string | null;
  onSetUp: () => void;
  onOpen: (modal: OpenModal) => void;
}

function CoinCard({ coin, balance, rate, address, onRampUrl, onSetUp, onOpen }: CoinCardProps) {
  const available = coinMicroUnits(balance.available);
  const refundAddress = address.kind === 'none' ? null : address.address.withdraw_address;
  return (
    <li className={styles.coinCard} data-testid={`coin-card-${coin}`}>
      <h3 className={styles.coinTitle}>
        {currencyLabels[coin]} ({coin})
      </h3>
      <dl className={styles.coinFigures}>
        <dt className={styles.muted}>Balance</dt>
        <dd className={styles.coinFigure} data-testid="coin-subtotal">
          {formatCoin(coinMicroUnits(balance.subtotal), coin)}
        </dd>
        <dt className={styles.muted}>Available</dt>
        <dd className={styles.coinFigure} data-testid="coin-available">
          {formatCoin(available, coin)}
        </dd>
        {rate !== undefined && RATE_DISPLAY_COINS.includes(coin) && (
          <>
            <dt className={styles.muted}>Rate</dt>
            <dd className={styles.coinFigure} data-testid="coin-rate">
              1 {coin} = {formatUsdFixed(usdToCents(rate))}
            </dd>
          </>
        )}
      </dl>
      {address.kind === 'expired' && (
        <p className={styles.muted} data-testid="address-expired">
          Your deposit address has expired. Set up a new one to add more.
        </p>
      )}
      <div className={styles.coinActions}>
        {address.kind === 'active' ? (
          <Button size="sm" onClick={() => onOpen({ kind: 'deposit', address: address.address })}>
            Add
          </Button>
        ) : (
          <Button size="sm" onClick={onSetUp}>
            Set Up
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          disabled={available === 0n || !refundAddress}
          onClick={() =>
            refundAddress &&
            onOpen({ kind: 'refund', coin, availableMicroUnits: available, withdrawAddress: refundAddress })
          }
        >
          Refund
        </Button>
        {onRampUrl && (
          <Button size="sm" variant="ghost" onClick={() => onOpen({ kind: 'onRamp', widgetUrl: onRampUrl })}>
            Top Up with {ON_RAMP_NAME}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The prepaid crypto panel (with the prepaid and crypto flags): a card per allowed coin with its balance, the
 * rate (ETH and XTZ), and Set Up (refund address, then a deposit address), Add, Refund and 'Top Up with'.
 * Setting up needs identity verification; without it the identity dialog opens.
 */
export function CryptoPanel({ user }: { user: Pick<User, 'verification_status'> }) {
  const { data: config } = useAppConfig();
  const enabled = config ? prepaidCryptoEnabled(config.flags) : false;
  const balances = useBalances();
  const addresses = useDepositAddresses(enabled);
  const rates = useCryptoRates(enabled);
  const openAccountModal = useAccountModal();
  const [modal, setModal] = useState<OpenModal | null>(null);
  const now = useNow();
  const titleId = useId();
  if (!config || !enabled) return null;

  const { settings } = config;
  const coins = settings.cryptoAllowed.filter((coin) => ALLOWED_PAYMENT_CRYPTO.includes(coin));
  const error = balances.error ?? addresses.error ?? rates.error;
  const close = () => setModal(null);
  const setUp = (coin: Currency) =>
    user.verification_status === 'completed'
      ? setModal({ kind: 'refundAddress', coin })
      : openAccountModal('identityVerification');
  const onRampUrl = (coin: Currency, state: DepositAddressState) =>
    settings.onRamp.url && settings.onRamp.cryptoAllowed.includes(coin) && state.kind !== 'none'
      ? onRampWidgetUrl(settings.onRamp, coin, state.address.collectibles_deposit_address)
      : null;

  return (
    <section className={styles.panel} aria-labelledby={titleId} data-testid="crypto-panel">
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          Prepaid Crypto
        </h2>
        <Button variant="ghost" size="sm" onClick={() => setModal({ kind: 'explainer' })}>
          How does it work?
        </Button>
      </div>
      {error ? (
        <ErrorState
          onRetry={() => {
            void balances.mutate();
            void addresses.mutate();
            void rates.mutate();
          }}
        />
      ) : !balances.data || !addresses.data || !rates.data ? (
        <Loader label="Loading prepaid balances" />
      ) : (
        <ul className={styles.coinGrid}>
          {coins.map((coin) => {
            const state = depositAddressState(addresses.data ?? [], coin, now);
            return (
              <CoinCard
                key={coin}
                coin={coin}
                balance={balances.data?.coins[coin] ?? { subtotal: '0.000000', available: '0.000000' }}
                rate={rates.data?.[coin]}
                address={state}
                onRampUrl={onRampUrl(coin, state)}
                onSetUp={() => setUp(coin)}
                onOpen={setModal}
              />
            );
          })}
        </ul>
      )}
      {modal?.kind === 'explainer' && <PrepaidExplainerModal onClose={close} />}
      {modal?.kind === 'refundAddress' && (
        <RefundAddressModal
          coin={modal.coin}
          onClose={close}
          onCreated={(address) => setModal({ kind: 'deposit', address })}
        />
      )}
      {modal?.kind === 'deposit' && <DepositAddressModal address={modal.address} onClose={close} />}
      {modal?.kind === 'refund' && (
        <RefundRequestModal
          coin={modal.coin}
          availableMicroUnits={modal.availableMicroUnits}
          withdrawAddress={modal.withdrawAddress}
          onClose={close}
        />
      )}
      {modal?.kind === 'onRamp' && <OnRampModal widgetUrl={modal.widgetUrl} onClose={close} />}
    </section>
  );
}
