import type { ReactNode } from 'react';
import type { Tier } from '../../../../../shared/domain/enums';
import { SelectField } from '../../../components/form/select-field';
import { SearchInput } from '../../../components/search-input/search-input';
import { TierSelect } from '../../../components/tier-select/tier-select';
import * as styles from './collection-toolbar.css';

export interface CollectionToolbarProps<S extends string> {
  searchLabel: string;
  searchPlaceholder: string;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  sort: S;
  sortOptions: readonly { value: S; label: string }[];
  onSortChange: (sort: S) => void;
  /** The tier filter; left out where a list has none (order history). */
  tiers?: { selected: readonly Tier[]; onChange: (tiers: Tier[]) => void };
  /** Extra actions at the end of the bar. */
  children?: ReactNode;
}

/** Search, sort and (optionally) tiers above an account list. */
export function CollectionToolbar<S extends string>(props: CollectionToolbarProps<S>) {
  return (
    <search className={styles.bar} aria-label={props.searchLabel}>
      <div className={styles.search}>
        <SearchInput
          label={props.searchLabel}
          placeholder={props.searchPlaceholder}
          value={props.searchText}
          onChange={props.onSearchTextChange}
        />
      </div>
      <div className={styles.sort}>
        <SelectField
          label="Sort by"
          options={props.sortOptions}
          value={props.sort}
          onChange={(event) => props.onSortChange(event.target.value as S)}
        />
      </div>
      {props.tiers && <TierSelect selected={props.tiers.selected} onChange={props.tiers.onChange} />}
      {props.children && <div className={styles.end}>{props.children}</div>}
    </search>
  );
}
