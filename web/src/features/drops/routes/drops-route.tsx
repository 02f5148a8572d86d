import { useState } from 'react';
import {
  DROPS_PAGE_SIZE,
  DROPS_PAGE_SIZE_MOBILE,
  SEARCH_DEBOUNCE_MS,
} from '../../../../../shared/domain/constants';
import type { Tier } from '../../../../../shared/domain/enums';
import { Page } from '../../../components/page/page';
import { below } from '../../../components/theme/media';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { DropsFilterBar } from '../components/drops-filter-bar';
import { DropsList } from '../components/drops-list';

/** /drops: the latest drops, 20 a page (5 below 800 px), filtered by search, category and tier. */
export function DropsRoute() {
  const [searchText, setSearchText] = useState('');
  const [categories, setCategories] = useState<string[]>([]);
  const [tiers, setTiers] = useState<Tier[]>([]);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const narrow = useMediaQuery(below.mob);

  return (
    <Page title="Drops" testId="drops-page">
      <DropsFilterBar
        searchText={searchText}
        onSearchTextChange={setSearchText}
        categories={categories}
        onCategoriesChange={setCategories}
        tiers={tiers}
        onTiersChange={setTiers}
      />
      <DropsList
        filter={{ search, categories, tiers }}
        pageSize={narrow ? DROPS_PAGE_SIZE_MOBILE : DROPS_PAGE_SIZE}
      />
    </Page>
  );
}
