import { type FormEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Card } from '../../../../../shared/api/schemas/payments';
import { US_COUNTRY_CODE } from '../../../../../shared/domain/geo';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import { countryOptions } from '../../../components/form/country-options';
import * as formStyles from '../../../components/form/form.css';
import { FormError } from '../../../components/form/form-error';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Loader } from '../../../components/loader/loader';
import { Modal } from '../../../components/modal/modal';
import { ThreeDsFrame } from '../../../components/three-ds-frame/three-ds-frame';
import { useToast } from '../../../components/toast/toast-store';
import { errorText, isApiError } from '../../../lib/api-client';
import type { AddCardRequest } from '../../../lib/payments/add-card-modal';
import { paymentMethodsKey } from '../../../lib/payments/get-payment-methods';
import type { ThreeDsResult } from '../../../lib/three-ds';
import { addPaymentMethod } from '../api/add-payment-method';
import { validateThreeDs } from '../api/validate-three-ds';
import { type CardFormErrors, type CardFormValues, hasErrors, validateCardForm } from '../utils/card-form';
import * as styles from './payments.css';
import { CardTokenizationError, useHostedCardFields } from './use-hosted-card-fields';

/** Said when the 3-D Secure check ends without success (the server answers error or cancel). */
const challengeMessages = {
  error: `Your bank could not verify this card. ${messages.useAnotherCard}`,
  cancel: 'The card verification was cancelled. You can try again.',
} as const;

type Step = { kind: 'form' } | { kind: 'challenge'; url: string; cardId: string } | { kind: 'verifying' };

/** What a failed call says in the form: the server's lines ('Please use another card', a paused card...). */
const failureText = (error: unknown) =>
  error instanceof CardTokenizationError
    ? error.message
    : isApiError(error)
      ? errorText(error)
      : messages.tryAgainLater;

export interface AddCardModalProps extends AddCardRequest {
  onClose: () => void;
  /** How long the hosted fields may take to load (tests shorten it). */
  fieldsLoadTimeoutMs?: number;
}

/**
 * The add-card modal (spec part 1 §5 'Card form'): name, country and postal code here, the card in the
 * processor's hosted fields (a frame; the API only sees a token). A card that needs 3-D Secure opens the
 * issuer's challenge in a frame; when it comes back the challenge is validated. Success: 'Card successfully
 * added' and a fresh card list.
 */
export function AddCardModal({ amexOnly = false, onAdded, onClose, fieldsLoadTimeoutMs }: AddCardModalProps) {
  const fields = useHostedCardFields(fieldsLoadTimeoutMs);
  const [values, setValues] = useState<CardFormValues>({
    name: '',
    country: US_COUNTRY_CODE,
    postalCode: '',
  });
  const [errors, setErrors] = useState<CardFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const { mutate } = useSWRConfig();
  const toast = useToast();

  const set = (name: keyof CardFormValues) => (value: string) => setValues({ ...values, [name]: value });

  const added = async (card: Card) => {
    toast('success', messages.cardAdded);
    await mutate(paymentMethodsKey());
    onAdded?.(card);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCardForm(values);
    setErrors(found);
    setFailure(null);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      const token = await fields.tokenize(values.name.trim());
      if (amexOnly && token.scheme.toLowerCase() !== 'amex') {
        setFailure(messages.amexCardRequired);
        return;
      }
      const answer = await addPaymentMethod({
        token: token.token,
        last4: token.last4,
        name: values.name.trim(),
        country: values.country,
        zipCode: values.postalCode.trim(),
        redirect_uri: window.location.href,
        action: 'card',
      });
      if (answer.status === 'added') await added(answer.card);
      else setStep({ kind: 'challenge', url: answer.redirect_url, cardId: answer.cc_processor_payment_id });
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  const challengeEnded = async (result: ThreeDsResult, cardId: string) => {
    setStep({ kind: 'verifying' });
    try {
      const sessionId = new URLSearchParams(result.query).get('cko-session-id') ?? '';
      const answer = await validateThreeDs(sessionId, cardId);
      if (answer.outcome === 'success' && answer.card) {
        await added(answer.card);
        return;
      }
      setFailure(challengeMessages[answer.outcome === 'cancel' ? 'cancel' : 'error']);
    } catch (error) {
      setFailure(failureText(error));
    }
    await mutate(paymentMethodsKey());
    setStep({ kind: 'form' });
  };

  // The form stays mounted (hidden) during the challenge so the hosted fields keep their card for a retry.
  return (
    <Modal title={step.kind === 'form' ? 'Add a new card' : '3-D Secure'} onClose={onClose}>
      {step.kind === 'challenge' && (
        <div className={formStyles.form} data-testid="three-ds-step">
          <p className={formStyles.hint}>Your bank asks you to confirm this card.</p>
          <ThreeDsFrame
            key={step.url}
            url={step.url}
            onResult={(result) => challengeEnded(result, step.cardId)}
          />
        </div>
      )}
      {step.kind === 'verifying' && <Loader label="Verifying your card" />}
      <form
        className={step.kind === 'form' ? formStyles.form : styles.hidden}
        onSubmit={submit}
        noValidate
        aria-label="Add a new card"
      >
        {amexOnly && <p className={formStyles.hint}>{messages.amexOnlyAuction}</p>}
        <TextField
          label="Name on card"
          autoComplete="cc-name"
          value={values.name}
          onChange={(event) => set('name')(event.target.value)}
          error={errors.name}
        />
        {fields.status === 'failed' ? (
          <p className={formStyles.error} role="alert" data-testid="card-fields-failed">
            {messages.tryAgainLater}
          </p>
        ) : (
          <iframe
            ref={fields.frameRef}
            src={fields.src}
            title="Card details"
            className={styles.fieldsFrame}
            data-testid="card-fields-frame"
          />
        )}
        <SelectField
          label="Country"
          options={countryOptions()}
          autoComplete="country"
          value={values.country}
          onChange={(event) => set('country')(event.target.value)}
          error={errors.country}
        />
        <TextField
          label="Postal code"
          autoComplete="postal-code"
          maxLength={10}
          value={values.postalCode}
          onChange={(event) => set('postalCode')(event.target.value)}
          error={errors.postalCode}
        />
        <FormError message={failure} />
        <div className={formStyles.actions}>
          <Button type="submit" disabled={busy || fields.status !== 'ready'}>
            {busy ? 'Adding…' : 'Add card'}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
