import { Fragment, useState } from 'react';
import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import { SALE_PRICE_MAX_CENTS, SALE_PRICE_MIN_CENTS } from '../../../../../shared/domain/constants';
import { messages } from '../../../../../shared/domain/messages';
import { formatUsdFixed, parseUsdInput } from '../../../../../shared/format/usd';
import { Button } from '../../../components/button/button';
import { LinkButton } from '../../../components/button/link-button';
import { FormError } from '../../../components/form/form-error';
import { UsdAmountField } from '../../../components/form/usd-amount-field';
import { Page } from '../../../components/page/page';
import { PaymentMethodSelector } from '../../../components/payment-method-selector/payment-method-selector';
import { usePaymentMethodSelector } from '../../../components/payment-method-selector/use-payment-method-selector';
import { paths } from '../../../config/paths';
import { errorText, TwoFactorCancelledError } from '../../../lib/api-client';
import { useMe } from '../../../lib/get-me';
import { attemptKey, endAttempt, isDefiniteRefusal } from '../../../lib/payments/attempt-key';
import { cardLabel } from '../../../lib/payments/card-label';
import { choiceScopePart, paymentFields } from '../../../lib/payments/payment-fields';
import { useRequireVerifiedEmail } from '../../../lib/use-require-verified-email';
import { createOffer } from '../api/create-offer';
import { OfferItemHeading } from './offer-item-heading';
import * as styles from './offers.css';

const MIN_CENTS = SALE_PRICE_MIN_CENTS;
const MAX_CENTS = SALE_PRICE_MAX_CENTS;

/** Part 1 §5: numeric, at least 1 (at most the sale price maximum); '' while nothing is typed. */
export function offerAmountError(text: string): string | null {
  if (text === '') return null;
  const cents = parseUsdInput(text);
  if (cents === undefined || cents < MIN_CENTS) return messages.offerMinimum;
  if (cents > MAX_CENTS) return messages.salePriceMaximum;
  return null;
}

type Step = { kind: 'make' } | { kind: 'confirm' } | { kind: 'submitted'; offerId: string; amount: number };

export interface MakeOfferProps {
  nftId: string;
  item: OwnedItem;
  /** 'Go back': the generative or marketplace auction page (utils/back-target). */
  backTo: string;
}

/**
 * The offer creation states of spec part 1 §4: Make an Offer (the amount, numeric, at least $1, paste blocked;
 * the payment method, 'Choose another payment method' when its balance is below the amount), Confirm Offer (back
 * allowed), then Offer Submitted with Manage and Go back. The amount is held on the method as a bid's is: a card
 * only with 'bid with card' on, the method's fees held on top (the selector's total). Each attempt sends one
 * Idempotency-Key, kept until the server answers it for sure.
 */
export function MakeOffer({ nftId, item, backTo }: MakeOfferProps) {
  const [amountText, setAmountText] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'make' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { data: me } = useMe();
  const verifiedEmail = useRequireVerifiedEmail();

  const amountError = offerAmountError(amountText);
  const cents = amountText && !amountError ? (parseUsdInput(amountText) ?? 0) : 0;
  const selector = usePaymentMethodSelector({ priceCents: cents, action: 'bid' });
  const { choice, canPay, card } = selector.selection;
  const ready = cents >= MIN_CENTS && canPay && choice !== null;

  const submit = async () => {
    if (!choice) return;
    const scope = ['offer', me?.uuid ?? '', item.id, cents, choiceScopePart(choice)] as const;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await createOffer(
        { nft_item: item.id, amount: cents / 100, ...paymentFields(choice) },
        attemptKey(scope),
      );
      endAttempt(scope);
      if (answer.results.redirect_url) {
        window.location.assign(answer.results.redirect_url);
        return;
      }
      setStep({ kind: 'submitted', offerId: answer.data.uuid, amount: answer.data.amount });
    } catch (caught) {
      if (isDefiniteRefusal(caught)) endAttempt(scope);
      if (!(caught instanceof TwoFactorCancelledError)) setFailure(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  const heading = (
    <OfferItemHeading title={item.nft.title} thumbnail={item.nft.thumbnail} sequence={item.sequence} />
  );

  if (step.kind === 'submitted') {
    return (
      <Page title="Offer Submitted" testId="offer-submitted">
        <div className={styles.column}>
          {heading}
          <p>
            Your offer of <strong>{formatUsdFixed(Math.round(step.amount * 100))}</strong> was sent to the
            owner. The amount stays held on your payment method until the owner answers, you cancel it or it
            expires.
          </p>
          <div className={styles.actions}>
            <LinkButton to={paths.manageOffer({ nftId, offerId: step.offerId })}>Manage</LinkButton>
            <LinkButton variant="secondary" to={backTo}>
              Go back
            </LinkButton>
          </div>
        </div>
      </Page>
    );
  }

  if (step.kind === 'confirm' && choice) {
    const method =
      choice.type === 'card' && card
        ? cardLabel(card)
        : choice.type === 'coin'
          ? `Prepaid Crypto (${choice.coin})`
          : choice.type === 'usd'
            ? 'Prepaid USD'
            : 'Marketplace Credit';
    return (
      <Page title="Confirm Offer" testId="confirm-offer">
        <div className={styles.column}>
          {heading}
          <dl className={styles.figures} data-testid="confirm-figures">
            <dt>Your offer</dt>
            <dd className={styles.strong} data-testid="confirm-amount">
              {formatUsdFixed(cents)}
            </dd>
            {selector.selection.fees.map((fee) => (
              <Fragment key={fee.kind}>
                <dt>{fee.label} fee</dt>
                <dd data-testid={`confirm-fee-${fee.kind}`}>{formatUsdFixed(fee.cents)}</dd>
              </Fragment>
            ))}
            <dt>Held on your payment method</dt>
            <dd data-testid="confirm-total">{formatUsdFixed(selector.selection.totalCents)}</dd>
            <dt>Payment method</dt>
            <dd data-testid="confirm-method">{method}</dd>
          </dl>
          <p className={styles.muted}>
            The amount is held on your payment method until the owner answers or the offer expires. You can
            cancel it 6 hours after making it.
          </p>
          <FormError message={failure} />
          <div className={styles.actions}>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                setFailure(null);
                setStep({ kind: 'make' });
              }}
            >
              Back
            </Button>
            <Button disabled={busy} onClick={() => void submit()}>
              {busy ? 'Submitting…' : 'Confirm Offer'}
            </Button>
          </div>
        </div>
      </Page>
    );
  }

  return (
    <Page title="Make an Offer" testId="make-offer">
      <div className={styles.column}>
        {heading}
        <UsdAmountField
          label="Your offer (USD)"
          value={amountText}
          onChange={setAmountText}
          error={amountError}
          placeholder="1.00"
          hint="At least $1"
        />
        <PaymentMethodSelector state={selector} />
        <div className={styles.actions}>
          <LinkButton variant="secondary" to={backTo}>
            Go back
          </LinkButton>
          <Button
            disabled={!ready}
            onClick={async () => {
              if (await verifiedEmail()) setStep({ kind: 'confirm' });
            }}
          >
            Make Offer
          </Button>
        </div>
      </div>
    </Page>
  );
}
