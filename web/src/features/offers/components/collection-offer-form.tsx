import { useState } from 'react';
import { COLLECTION_OFFER_MAX_UNITS } from '../../../../../shared/api/schemas/offers';
import type { TraitType } from '../../../../../shared/domain/enums';
import { fillMessage, messages } from '../../../../../shared/domain/messages';
import { formatUsdFixed, parseUsdInput } from '../../../../../shared/format/usd';
import { Button } from '../../../components/button/button';
import { FormError } from '../../../components/form/form-error';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { UsdAmountField } from '../../../components/form/usd-amount-field';
import { PaymentMethodSelector } from '../../../components/payment-method-selector/payment-method-selector';
import { usePaymentMethodSelector } from '../../../components/payment-method-selector/use-payment-method-selector';
import { errorText, TwoFactorCancelledError } from '../../../lib/api-client';
import { useMe } from '../../../lib/get-me';
import { attemptKey, endAttempt, isDefiniteRefusal } from '../../../lib/payments/attempt-key';
import { choiceScopePart, paymentFields } from '../../../lib/payments/payment-fields';
import { createCollectionOffer } from '../api/create-collection-offer';
import { offerAmountError } from './make-offer';
import * as styles from './offers.css';

/** A trait the offer may ask for (the collection's trait filters, passed in by the app layer). */
export interface OfferTraitOption {
  type: TraitType;
  value: string;
  label: string;
}

const ANY = '';
const quantityMessage = fillMessage(messages.collectionOfferQuantity, { max: COLLECTION_OFFER_MAX_UNITS });
const traitKey = (trait: Pick<OfferTraitOption, 'type' | 'value'>) => `${trait.type}:${trait.value}`;

function quantityOf(text: string): number | null {
  const quantity = Number(text);
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= COLLECTION_OFFER_MAX_UNITS
    ? quantity
    : null;
}

/**
 * Make collection offer: a price per item, how many items, optionally one trait, and the payment method (the
 * selector checks the balance against every unit: each is held until sold, cancelled or expired).
 */
export function CollectionOfferForm({
  collectionId,
  traits,
  onDone,
  onCancel,
}: {
  collectionId: string;
  traits: readonly OfferTraitOption[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const [amountText, setAmountText] = useState('');
  const [quantityText, setQuantityText] = useState('1');
  const [trait, setTrait] = useState(ANY);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { data: me } = useMe();

  const amountError = offerAmountError(amountText);
  const cents = amountText && !amountError ? (parseUsdInput(amountText) ?? 0) : 0;
  const quantity = quantityOf(quantityText);
  const selector = usePaymentMethodSelector({ priceCents: cents * (quantity ?? 1), action: 'bid' });
  const { choice, canPay } = selector.selection;
  const chosenTrait = traits.find((option) => traitKey(option) === trait) ?? null;
  const ready = cents > 0 && quantity !== null && canPay && choice !== null && !busy;

  const submit = async () => {
    if (!choice || quantity === null) return;
    const scope = [
      'collection-offer',
      me?.uuid ?? '',
      collectionId,
      trait,
      cents,
      quantity,
      choiceScopePart(choice),
    ];
    setBusy(true);
    setFailure(null);
    try {
      await createCollectionOffer(
        {
          collection_id: collectionId,
          trait: chosenTrait && { type: chosenTrait.type, value: chosenTrait.value },
          amount: cents / 100,
          quantity,
          ...paymentFields(choice),
        },
        attemptKey(scope),
      );
      endAttempt(scope);
      onDone();
    } catch (caught) {
      if (isDefiniteRefusal(caught)) endAttempt(scope);
      if (!(caught instanceof TwoFactorCancelledError)) setFailure(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.column}
      aria-label="Make collection offer"
      data-testid="collection-offer-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <UsdAmountField
        label="Price per NFT (USD)"
        value={amountText}
        onChange={setAmountText}
        error={amountError}
        placeholder="1.00"
        hint="At least $1"
      />
      <TextField
        label="Quantity"
        inputMode="numeric"
        value={quantityText}
        onChange={(event) => setQuantityText(event.target.value.replace(/\D/g, ''))}
        error={quantityText && quantity === null ? quantityMessage : null}
        hint={`1 to ${COLLECTION_OFFER_MAX_UNITS} NFTs, one from each owner who accepts`}
      />
      <SelectField
        label="Trait"
        value={trait}
        onChange={(event) => setTrait(event.target.value)}
        options={[
          { value: ANY, label: 'Any NFT of the collection' },
          ...traits.map((option) => ({ value: traitKey(option), label: option.label })),
        ]}
      />
      <PaymentMethodSelector state={selector} />
      {cents > 0 && quantity !== null && (
        <p className={styles.muted} data-testid="collection-offer-total">
          {formatUsdFixed(cents * quantity)} for {quantity} NFT{quantity === 1 ? '' : 's'} is held on your
          payment method until each is sold, or you cancel (6 hours after making it at the earliest), or it
          expires.
        </p>
      )}
      <FormError message={failure} />
      <div className={styles.actions}>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          Go back
        </Button>
        <Button type="submit" disabled={!ready}>
          {busy ? 'Submitting…' : 'Make Offer'}
        </Button>
      </div>
    </form>
  );
}
