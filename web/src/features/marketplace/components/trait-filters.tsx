import type { FilterGroup } from '../../../../../shared/api/schemas/collections';
import { formatPercent } from '../../../../../shared/format/count';
import { visuallyHidden } from '../../../components/theme/utilities.css';
import * as styles from './collection-page.css';

export interface TraitFiltersProps {
  groups: readonly FilterGroup[];
  /** Chosen filter values. */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

const toggle = (selected: readonly string[], value: string) =>
  selected.includes(value) ? selected.filter((each) => each !== value) : [...selected, value];

/** A collapsible group per trait type: each value with how many NFTs have it and their share. */
export function TraitFilters({ groups, selected, onChange }: TraitFiltersProps) {
  return (
    <div className={styles.filters} data-testid="trait-filters">
      {groups.map((group) => (
        <details
          key={group.type}
          className={styles.group}
          open={group.items.some((item) => selected.includes(item.value))}
        >
          <summary className={styles.groupSummary}>
            {group.title}
            <span className={styles.optionCount}>{group.items.length}</span>
          </summary>
          <fieldset className={styles.groupItems}>
            <legend className={visuallyHidden}>{group.title}</legend>
            {group.items.map((item) => (
              <label key={item.value} className={styles.option}>
                <input
                  type="checkbox"
                  checked={selected.includes(item.value)}
                  onChange={() => onChange(toggle(selected, item.value))}
                />
                {item.title}
                <span className={styles.optionCount}>
                  {item.count} · {formatPercent(item.percent)}
                </span>
              </label>
            ))}
          </fieldset>
        </details>
      ))}
    </div>
  );
}

/** The chosen filters as chips that remove themselves, and 'Clear All'. */
export function AppliedFilters({ groups, selected, onChange }: TraitFiltersProps) {
  if (selected.length === 0) return null;
  const label = (value: string) => {
    for (const group of groups) {
      const item = group.items.find((each) => each.value === value);
      if (item) return `${group.title}: ${item.title}`;
    }
    return value;
  };
  return (
    <ul className={styles.applied} aria-label="Applied filters" data-testid="applied-filters">
      {selected.map((value) => (
        <li key={value}>
          <button
            type="button"
            className={styles.chip}
            aria-label={`Remove ${label(value)}`}
            onClick={() => onChange(selected.filter((each) => each !== value))}
          >
            {label(value)} <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
      <li>
        <button type="button" className={styles.clear} onClick={() => onChange([])}>
          Clear All
        </button>
      </li>
    </ul>
  );
}
