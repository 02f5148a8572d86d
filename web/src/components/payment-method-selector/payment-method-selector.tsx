import { type ReactNode, useId } from 'react';
import { RATE_DISPLAY_COINS } from '../../../../shared/domain/constants';
import { PaymentMethod, paymentMethodLabels } from '../../../../shared/domain/enums';
import { messages } from '../../../../shared/domain/messages';
import { formatCoin, microUnitsFromCoinInput } from '../../../../shared/format/coin';
import { formatUsdFixed } from '../../../../shared/format/usd';
import { cardPausedMessage } from '../../../../shared/rules/card-pause';
import { useAddCardModal } from '../../lib/payments/add-card-modal';
import { cardLabel, isAmex } from '../../lib/payments/card-label';
import { usdToCents } from '../../utils/money';
import { Button } from '../button/button';
import { ErrorState } from '../status/error-state';
import * as styles from './payment-method-selector.css';
import { defaultCardOf } from './payment-selection';
import type { CreditSource, MethodCode, PaymentMethodSelectorState } from './use-payment-method-selector';

const loading = 'Loading…';

function CardDetail({ state }: { state: PaymentMethodSelectorState }) {
  const { openAddCard } = useAddCardModal();
  const methods = state.paymentMethods;
  if (!methods) return <span>{loading}</span>;
  const card = defaultCardOf(methods);
  const needsAnotherCard = !card || (state.amexOnly && !isAmex(card));
  return (
    <>
      {state.amexOnly && <span data-testid="amex-only-note">{messages.amexOnlyAuction}</span>}
      {card && <span data-testid="selector-default-card">{`${cardLabel(card)} · ${card.cc_expiry}`}</span>}
      {card?.is_temporary_blocked && (
        <span className={styles.warning} role="alert">
          {cardPausedMessage(methods.blocked_seconds * 1000)}
        </span>
      )}
      {needsAnotherCard && (
        <span>
          <Button
            variant="secondary"
            size="sm"
            disabled={!methods.can_add}
            title={methods.can_add ? undefined : messages.maxCardsReached}
            onClick={() => openAddCard({ amexOnly: state.amexOnly })}
          >
            Add a new card
          </Button>
        </span>
      )}
    </>
  );
}

const sourceLabels: Record<CreditSource, string> = { credit: 'Marketplace credit', usd: 'Prepaid USD' };

function CreditDetail({ state, name }: { state: PaymentMethodSelectorState; name: string }) {
  const { balances, selection } = state;
  const amountOf = (source: CreditSource) =>
    balances ? formatUsdFixed(usdToCents(source === 'usd' ? balances.USD : balances.balance)) : loading;
  const [only] = state.creditSources;
  if (state.creditSources.length === 1 && only) {
    return <span data-testid="selector-credit-balance">Balance: {amountOf(only)}</span>;
  }
  return (
    <fieldset className={styles.choices} aria-label="Balance">
      {state.creditSources.map((source) => (
        <label key={source} className={styles.choiceLabel}>
          <input
            type="radio"
            name={`${name}-source`}
            value={source}
            checked={selection.choice?.type === source}
            onChange={() => state.chooseSource(source)}
          />
          {sourceLabels[source]} · {amountOf(source)}
        </label>
      ))}
    </fieldset>
  );
}

function CoinDetail({ state, name }: { state: PaymentMethodSelectorState; name: string }) {
  const { balances, rates, selection } = state;
  const chosen = selection.choice?.type === 'coin' ? selection.choice.coin : null;
  return (
    <fieldset className={styles.choices} aria-label="Coin">
      {state.coins.map((coin) => {
        const available = balances?.coins[coin]?.available;
        const rate = rates?.[coin];
        return (
          <label key={coin} className={styles.choiceLabel} data-testid={`selector-coin-${coin}`}>
            <input
              type="radio"
              name={`${name}-coin`}
              value={coin}
              checked={chosen === coin}
              onChange={() => state.chooseCoin(coin)}
            />
            {coin} · Available {available ? formatCoin(microUnitsFromCoinInput(available), coin) : loading}
            {rate &&
              RATE_DISPLAY_COINS.includes(coin) &&
              ` · 1 ${coin} = ${formatUsdFixed(usdToCents(rate))}`}
          </label>
        );
      })}
    </fieldset>
  );
}

function Summary({ state }: { state: PaymentMethodSelectorState }) {
  const { selection } = state;
  const coin = selection.choice?.type === 'coin' ? selection.choice.coin : null;
  return (
    <dl className={styles.summary} aria-label="Payment summary">
      <dt>Price</dt>
      <dd className={styles.summaryValue}>{formatUsdFixed(state.priceCents)}</dd>
      {selection.fees.map((fee) => (
        <div key={fee.kind} className={styles.summaryRow} data-testid={`fee-${fee.kind}`}>
          <dt>{fee.label}</dt>
          <dd className={styles.summaryValue}>{formatUsdFixed(fee.cents)}</dd>
        </div>
      ))}
      <dt className={styles.total}>Total</dt>
      <dd className={`${styles.summaryValue} ${styles.total}`} data-testid="payment-total">
        {formatUsdFixed(selection.totalCents)}
        {coin && selection.coinMicroUnits !== null && ` ≈ ${formatCoin(selection.coinMicroUnits, coin)}`}
      </dd>
    </dl>
  );
}

/**
 * The payment method selector of every checkout: 'Credit card / Debit card' (the default card, or add one),
 * 'Marketplace Credit' (with the balance) and 'Prepaid Crypto' (a coin with what is available), each behind its
 * flag; the 'Credit Card', 'Transaction' and 'Gas' fees and the total; 'Choose another payment method' when the
 * chosen balance is short. The checkout keeps the state (usePaymentMethodSelector) and reads `selection`: what
 * to charge, and whether its Buy or Bid button may be enabled.
 */
export function PaymentMethodSelector({ state }: { state: PaymentMethodSelectorState }) {
  const name = useId();
  if (state.error) return <ErrorState onRetry={state.retry} />;
  const details: Record<MethodCode, ReactNode> = {
    [PaymentMethod.card]: <CardDetail state={state} />,
    [PaymentMethod.marketplaceCredit]: <CreditDetail state={state} name={name} />,
    [PaymentMethod.prepaidCrypto]: state.method === PaymentMethod.prepaidCrypto && (
      <CoinDetail state={state} name={name} />
    ),
  };
  return (
    <fieldset className={styles.selector} data-testid="payment-method-selector">
      <legend className={styles.legend}>Payment method</legend>
      {state.methods.map((method) => (
        <div key={method} className={styles.option} data-testid={`payment-option-${method}`}>
          <label className={styles.optionLabel}>
            <input
              type="radio"
              name={name}
              value={method}
              checked={state.method === method}
              onChange={() => state.chooseMethod(method)}
            />
            {paymentMethodLabels[method]}
          </label>
          {details[method] && <div className={styles.detail}>{details[method]}</div>}
        </div>
      ))}
      {state.selection.blockedBy === 'insufficientBalance' && (
        <p className={styles.warning} role="alert" data-testid="choose-another-method">
          {messages.chooseAnotherPaymentMethod}
        </p>
      )}
      <Summary state={state} />
    </fieldset>
  );
}
