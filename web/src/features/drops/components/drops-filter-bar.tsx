import type { Tier } from '../../../../../shared/domain/enums';
import { CategoryChips } from '../../../components/category-chips/category-chips';
import { SearchInput } from '../../../components/search-input/search-input';
import { TierSelect } from '../../../components/tier-select/tier-select';
import { useCategories } from '../../../lib/categories';
import { bar, chips } from './drops-filter-bar.css';

export interface DropsFilterBarProps {
  searchText: string;
  onSearchTextChange: (text: string) => void;
  categories: readonly string[];
  onCategoriesChange: (categories: string[]) => void;
  tiers: readonly Tier[];
  onTiersChange: (tiers: Tier[]) => void;
}

/** Search, category chips and tiers; until the categories load, only 'All' shows. */
export function DropsFilterBar(props: DropsFilterBarProps) {
  const { data: options = [] } = useCategories();
  return (
    <search className={bar} aria-label="Filter drops">
      <div className={chips}>
        <CategoryChips categories={options} selected={props.categories} onChange={props.onCategoriesChange} />
      </div>
      <SearchInput
        label="Search drops"
        placeholder="Search drops or artists"
        value={props.searchText}
        onChange={props.onSearchTextChange}
      />
      <TierSelect selected={props.tiers} onChange={props.onTiersChange} />
    </search>
  );
}
