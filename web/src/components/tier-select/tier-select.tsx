import { Tier, tierLabels, tierListOrder } from '../../../../shared/domain/enums';
import { toggleExclusive } from '../../utils/toggle-exclusive';
import { visuallyHidden } from '../theme/utilities.css';
import { legend, option, panel, root, summary } from './tier-select.css';

export interface TierSelectProps {
  /** Chosen tiers; empty means any tier (no filter). */
  selected: readonly Tier[];
  onChange: (selected: Tier[]) => void;
}

/**
 * Tier multi-select in the spec's list order (green, gold, platinum, diamond, one, iconic, none). 'None' is
 * `Tier.any`: like the 'All' chip it excludes the others and means no filter.
 */
export function TierSelect({ selected, onChange }: TierSelectProps) {
  const summaryText = selected.length ? selected.map((tier) => tierLabels[tier]).join(', ') : 'Any tier';
  return (
    <details className={root}>
      <summary className={summary}>
        <span className={visuallyHidden}>Tiers: </span>
        {summaryText}
      </summary>
      <fieldset className={panel}>
        <legend className={legend}>Tiers</legend>
        {tierListOrder.map((tier) => (
          <label key={tier} className={option}>
            <input
              type="checkbox"
              checked={tier === Tier.any ? selected.length === 0 : selected.includes(tier)}
              onChange={() => onChange(toggleExclusive(selected, tier, Tier.any))}
            />
            {tierLabels[tier]}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
