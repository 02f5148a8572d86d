import { type FormEvent, useState } from 'react';
import type { CreatorClaim } from '../../../../../shared/api/schemas/storefront';
import { Button } from '../../../components/button/button';
import * as formStyles from '../../../components/form/form.css';
import { FormError } from '../../../components/form/form-error';
import { TextField } from '../../../components/form/text-field';
import { noFailure } from '../../../lib/field-errors';
import { useFormCall } from '../../../lib/use-form-call';
import { claimInvitation } from '../api/claim-invitation';
import * as styles from './storefront.css';

export interface ClaimFormProps {
  /** The token of the invitation link (?token=), prefilled. */
  initialToken: string;
  onClaimed: (claim: CreatorClaim) => void;
}

/** /storefront-claim: the invitation's token, claimed for the signed-in user (whose e-mail it was sent to). */
export function ClaimForm({ initialToken, onClaimed }: ClaimFormProps) {
  const [token, setToken] = useState(initialToken);
  const { failure, setFailure, busy, run } = useFormCall<'token'>({ token: 'token' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token.trim()) return setFailure({ fields: { token: 'Enter the invitation code.' }, form: null });
    const claim = await run(() => claimInvitation(token.trim()));
    if (claim) onClaimed(claim);
  };

  return (
    <form
      className={`${formStyles.form} ${styles.column}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="claim-form"
    >
      <p className={styles.muted}>
        Your creator invitation came by e-mail with a link or a code. Claim it with the account of that
        e-mail.
      </p>
      <TextField
        label="Invitation code"
        value={token}
        autoComplete="off"
        onChange={(event) => {
          setToken(event.target.value);
          setFailure(noFailure);
        }}
        error={failure.fields.token}
      />
      <FormError message={failure.form} />
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {busy ? 'Claiming…' : 'Claim'}
        </Button>
      </div>
    </form>
  );
}
