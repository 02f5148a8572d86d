import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button/button';
import { CheckField } from '../../../components/form/check-field';
import * as formStyles from '../../../components/form/form.css';
import { FormError } from '../../../components/form/form-error';
import { Modal } from '../../../components/modal/modal';
import { errorText } from '../../../lib/api-client';
import { acceptLegalPolicies } from '../api/accept-legal-policies';

export interface PartnerConsentModalProps {
  /** Both consents were recorded. */
  onAccepted: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * The payments partner consent (spec part 2 §6 'Fiat withdrawer'): the partner's privacy policy and terms of
 * service, both ticked before Accept (part 1 §5 'Legal consent: both ticked').
 */
export function PartnerConsentModal({ onAccepted, onClose }: PartnerConsentModalProps) {
  const [privacy, setPrivacy] = useState(false);
  const [terms, setTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!privacy || !terms) return;
    setBusy(true);
    setError(null);
    try {
      await acceptLegalPolicies();
      await onAccepted();
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  };

  return (
    <Modal title="Payments partner consent" onClose={onClose}>
      <form className={formStyles.form} onSubmit={submit} noValidate data-testid="partner-consent">
        <p className={formStyles.hint}>
          Bank withdrawals are made by our payments partner, Dwolla. To continue, accept their policies.
        </p>
        <CheckField
          label="I accept Dwolla's Privacy Policy"
          checked={privacy}
          onChange={(event) => setPrivacy(event.target.checked)}
        />
        <CheckField
          label="I accept Dwolla's Terms of Service"
          checked={terms}
          onChange={(event) => setTerms(event.target.checked)}
        />
        <FormError message={error} />
        <div className={formStyles.actions}>
          <Button type="submit" disabled={!privacy || !terms || busy}>
            Accept
          </Button>
        </div>
      </form>
    </Modal>
  );
}
