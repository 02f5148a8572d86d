import { useState } from 'react';
import { marketplaceOrders } from '../../../../../shared/api/schemas/collections';
import {
  MARKETPLACE_COLLECTIONS_PAGE_SIZE,
  MARKETPLACE_COLLECTIONS_PAGE_SIZE_SMALL,
  SEARCH_DEBOUNCE_MS,
} from '../../../../../shared/domain/constants';
import { SortOrder, sortOrderLabels, type Tier } from '../../../../../shared/domain/enums';
import { CategoryChips } from '../../../components/category-chips/category-chips';
import { SelectField } from '../../../components/form/select-field';
import { Page } from '../../../components/page/page';
import { SearchInput } from '../../../components/search-input/search-input';
import { below } from '../../../components/theme/media';
import { TierSelect } from '../../../components/tier-select/tier-select';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { useCategories } from '../../../lib/categories';
import { CollectionsList } from '../components/collections-list';
import { FeaturedCarousel } from '../components/featured-carousel';
import * as styles from '../components/marketplace.css';

const sortOptions = marketplaceOrders.map((order) => ({ value: order, label: sortOrderLabels[order] }));

/** /marketplace: featured collections, then every collection by category, search, sort and tier; 20 a slice (14 small). */
export function MarketplaceRoute() {
  const { data: categoryOptions = [] } = useCategories();
  const [searchText, setSearchText] = useState('');
  const [categories, setCategories] = useState<string[]>([]);
  const [tiers, setTiers] = useState<Tier[]>([]);
  const [ordering, setOrdering] = useState<SortOrder>(SortOrder.dateDesc);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const small = useMediaQuery(below.mob);

  return (
    <Page title="Marketplace" testId="marketplace-page">
      <FeaturedCarousel />
      <search className={styles.toolbar} aria-label="Filter collections">
        <div className={styles.chips}>
          <CategoryChips categories={categoryOptions} selected={categories} onChange={setCategories} />
        </div>
        <div className={styles.grow}>
          <SearchInput
            label="Search collections"
            placeholder="Search collections"
            value={searchText}
            onChange={setSearchText}
          />
        </div>
        <div className={styles.sort}>
          <SelectField
            label="Sort by"
            options={sortOptions}
            value={ordering}
            onChange={(event) => setOrdering(event.target.value as SortOrder)}
          />
        </div>
        <TierSelect selected={tiers} onChange={setTiers} />
      </search>
      <CollectionsList
        filter={{ search, categories, tiers, ordering }}
        pageSize={small ? MARKETPLACE_COLLECTIONS_PAGE_SIZE_SMALL : MARKETPLACE_COLLECTIONS_PAGE_SIZE}
      />
    </Page>
  );
}
