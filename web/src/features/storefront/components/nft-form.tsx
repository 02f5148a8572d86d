import { type FormEvent, useId, useState } from 'react';
import {
  createStorefrontNftBodySchema,
  type StorefrontNftOwnerView,
  storefrontMediaTypes,
} from '../../../../../shared/api/schemas/storefront';
import { STOREFRONT_MAX_TRAITS, STOREFRONT_MEDIA_MAX_BYTES } from '../../../../../shared/domain/constants';
import { Button } from '../../../components/button/button';
import * as formStyles from '../../../components/form/form.css';
import { FormError } from '../../../components/form/form-error';
import { TextField } from '../../../components/form/text-field';
import { type FormFailure, noFailure } from '../../../lib/field-errors';
import { useFormCall } from '../../../lib/use-form-call';
import { createNft } from '../api/create-nft';
import { updateNft } from '../api/update-nft';
import { fieldIssues } from '../utils/field-issues';
import { MediaField } from './media-field';
import * as styles from './storefront.css';
import { type Trait, TraitsEditor } from './traits-editor';

type Field = 'media' | 'title' | 'description' | 'editions' | 'traits' | 'royalty';

const serverFields = {
  media: 'media_key',
  title: 'title',
  description: 'description',
  editions: 'editions',
  traits: 'traits',
  royalty: 'royalty',
} as const;

interface Values {
  title: string;
  description: string;
  editions: string;
  royalty: string;
  traits: Trait[];
  mediaKey: string | null;
  preview: string | null;
}

const valuesOf = (draft: StorefrontNftOwnerView | undefined): Values => ({
  title: draft?.title ?? '',
  description: draft?.description ?? '',
  editions: String(draft?.editions ?? 1),
  royalty: String(draft?.royalty ?? 0),
  traits: draft?.traits ?? [],
  // A saved draft keeps its media unless a new file replaces it.
  mediaKey: null,
  preview: draft?.image ?? null,
});

const bodyOf = (values: Values) => ({
  title: values.title.trim(),
  description: values.description.trim(),
  editions: Number(values.editions),
  royalty: Number(values.royalty),
  traits: values.traits.map((trait) => ({ trait_type: trait.trait_type.trim(), value: trait.value.trim() })),
  ...(values.mediaKey ? { media_key: values.mediaKey } : {}),
});

export type AfterSave = 'stay' | 'mint';

export interface NftFormProps {
  /** The draft edited; none creates one. */
  draft?: StorefrontNftOwnerView;
  onSaved: (draft: StorefrontNftOwnerView, next: AfterSave) => void;
}

/**
 * The draft form of /storefront-create-nft and /storefront-edit-draft/{uuid}: media, title, description,
 * editions, traits and royalty; 'Save draft' keeps it, 'Continue to minting' saves it and goes to the fee.
 */
export function NftForm({ draft, onSaved }: NftFormProps) {
  const descriptionId = useId();
  const [values, setValues] = useState(() => valuesOf(draft));
  const { failure, setFailure, busy, run } = useFormCall<Field>(serverFields);
  const [uploading, setUploading] = useState(false);

  const set = <F extends keyof Values>(field: F, value: Values[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFailure(noFailure);
  };

  const save = async (next: AfterSave) => {
    const body = bodyOf(values);
    const issues = fieldIssues<string>(createStorefrontNftBodySchema, body);
    const fields: FormFailure<Field>['fields'] = {};
    for (const [field, server] of Object.entries(serverFields)) fields[field as Field] = issues[server];
    if (next === 'mint' && !values.mediaKey && !draft?.image) fields.media = 'Upload the NFT media first.';
    if (Object.values(fields).some(Boolean)) return setFailure({ fields, form: null });
    const saved = await run(() => (draft ? updateNft(draft.uuid, body) : createNft(body)));
    if (saved) onSaved(saved, next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save('stay');
  };

  return (
    <form
      className={`${formStyles.form} ${styles.column}`}
      onSubmit={submit}
      noValidate
      data-testid="nft-form"
    >
      <MediaField
        preview={values.preview}
        accept={storefrontMediaTypes}
        maxBytes={STOREFRONT_MEDIA_MAX_BYTES}
        onUploading={setUploading}
        onUploaded={(mediaKey, preview) => setValues((current) => ({ ...current, mediaKey, preview }))}
        error={failure.fields.media}
      />
      <TextField
        label="Title"
        value={values.title}
        maxLength={100}
        onChange={(event) => set('title', event.target.value)}
        error={failure.fields.title}
      />
      <div className={formStyles.field}>
        <label htmlFor={descriptionId} className={formStyles.label}>
          Description
        </label>
        <textarea
          id={descriptionId}
          className={formStyles.input}
          rows={5}
          maxLength={2000}
          value={values.description}
          aria-invalid={failure.fields.description ? true : undefined}
          onChange={(event) => set('description', event.target.value)}
        />
        <FormError message={failure.fields.description} />
      </div>
      <TextField
        label="Editions"
        type="number"
        inputMode="numeric"
        min={1}
        max={1000}
        value={values.editions}
        onChange={(event) => set('editions', event.target.value)}
        error={failure.fields.editions}
        hint="How many copies of this NFT are minted (1 - 1000)."
      />
      <TraitsEditor
        traits={values.traits}
        max={STOREFRONT_MAX_TRAITS}
        onChange={(traits) => set('traits', traits)}
        error={failure.fields.traits}
      />
      <TextField
        label="Royalty (%)"
        type="number"
        inputMode="decimal"
        min={0}
        max={10}
        step={0.01}
        value={values.royalty}
        onChange={(event) => set('royalty', event.target.value)}
        error={failure.fields.royalty}
        hint="What you earn on every resale (0 - 10%)."
      />
      <FormError message={failure.form} />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" disabled={busy || uploading}>
          Save draft
        </Button>
        <Button disabled={busy || uploading} onClick={() => void save('mint')}>
          Continue to minting
        </Button>
      </div>
    </form>
  );
}
