import { Button } from '../../../components/button/button';
import { FormError } from '../../../components/form/form-error';
import { TextField } from '../../../components/form/text-field';
import * as styles from './storefront.css';

export interface Trait {
  trait_type: string;
  value: string;
}

export interface TraitsEditorProps {
  traits: Trait[];
  max: number;
  onChange: (traits: Trait[]) => void;
  error?: string | null;
}

/** The NFT's traits: a type and a value each, added and removed in place. */
export function TraitsEditor({ traits, max, onChange, error }: TraitsEditorProps) {
  const set = (index: number, change: Partial<Trait>) =>
    onChange(traits.map((trait, at) => (at === index ? { ...trait, ...change } : trait)));
  return (
    <fieldset className={styles.panel} data-testid="traits-editor">
      <legend className={styles.sectionTitle}>Traits</legend>
      {traits.length === 0 && <p className={styles.muted}>No traits yet.</p>}
      {traits.map((trait, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and removed by position
        <div key={index} className={styles.traitRow}>
          <TextField
            label={`Trait ${index + 1} type`}
            value={trait.trait_type}
            maxLength={40}
            onChange={(event) => set(index, { trait_type: event.target.value })}
          />
          <TextField
            label={`Trait ${index + 1} value`}
            value={trait.value}
            maxLength={40}
            onChange={(event) => set(index, { value: event.target.value })}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove trait ${index + 1}`}
            onClick={() => onChange(traits.filter((_, at) => at !== index))}
          >
            Remove
          </Button>
        </div>
      ))}
      <FormError message={error} />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          disabled={traits.length >= max}
          onClick={() => onChange([...traits, { trait_type: '', value: '' }])}
        >
          Add trait
        </Button>
      </div>
    </fieldset>
  );
}
