import { type FormEvent, useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  type CreatorProfile,
  updateCreatorProfileBodySchema,
} from '../../../../../shared/api/schemas/storefront';
import { Button } from '../../../components/button/button';
import * as formStyles from '../../../components/form/form.css';
import { FormError } from '../../../components/form/form-error';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { noFailure } from '../../../lib/field-errors';
import { useFormCall } from '../../../lib/use-form-call';
import { profileKey } from '../api/get-profile';
import { updateProfile } from '../api/update-profile';
import { fieldIssues } from '../utils/field-issues';
import * as styles from './storefront.css';

type Field = 'name' | 'bio' | 'payout_type';

const serverFields = { name: 'name', bio: 'bio', payout_type: 'payout_type' } as const;

const payoutOptions = [
  { value: 'fiat', label: 'Bank transfer (US only)' },
  { value: 'crypto', label: 'Crypto' },
] as const;

/** /storefront-settings: the creator's public name and bio, and how they prefer to be paid. */
export function ProfileForm({ profile }: { profile: CreatorProfile }) {
  const bioId = useId();
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState({
    name: profile.name,
    bio: profile.bio,
    payout_type: profile.payout_type,
  });
  const { failure, setFailure, busy, run } = useFormCall<Field>(serverFields);
  const [saved, setSaved] = useState(false);

  const set = <F extends Field>(field: F, value: (typeof values)[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFailure(noFailure);
    setSaved(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, name: values.name.trim(), bio: values.bio.trim() };
    const fields = fieldIssues<Field>(updateCreatorProfileBodySchema, body);
    if (Object.values(fields).some(Boolean)) return setFailure({ fields, form: null });
    const profile = await run(() => updateProfile(body));
    if (!profile) return;
    await mutate(profileKey(), profile, { revalidate: false });
    setSaved(true);
  };

  return (
    <form
      className={`${formStyles.form} ${styles.column}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="profile-form"
    >
      <TextField
        label="Name"
        value={values.name}
        maxLength={40}
        onChange={(event) => set('name', event.target.value)}
        error={failure.fields.name}
      />
      <div className={formStyles.field}>
        <label htmlFor={bioId} className={formStyles.label}>
          Bio
        </label>
        <textarea
          id={bioId}
          className={formStyles.input}
          rows={4}
          maxLength={500}
          value={values.bio}
          aria-invalid={failure.fields.bio ? true : undefined}
          onChange={(event) => set('bio', event.target.value)}
        />
        <FormError message={failure.fields.bio} />
      </div>
      <SelectField
        label="Payout type"
        options={payoutOptions}
        value={values.payout_type}
        onChange={(event) => set('payout_type', event.target.value as CreatorProfile['payout_type'])}
        error={failure.fields.payout_type}
      />
      <FormError message={failure.form} />
      {saved && (
        <p className={styles.muted} role="status">
          Your profile is saved.
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
