import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../../../shared/domain/constants';
import { SortOrder, sortOrderLabels, sortOrders, type Tier } from '../../../../../shared/domain/enums';
import { LinkButton } from '../../../components/button/link-button';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useFlags } from '../../../lib/feature-flags';
import { useMyNftsPages } from '../api/list-my-nfts';
import { section } from '../components/collection-grid.css';
import { CollectionToolbar } from '../components/collection-toolbar';
import { MyCollectionGrid } from '../components/my-collection-grid';

const sortOptions = sortOrders.map((value) => ({ value, label: sortOrderLabels[value] }));
const DEFAULT_ORDERING = SortOrder.dateDesc;

/** 'Fuse nfts' (fusion flag): disabled while the collector has no NFTs at all. */
function FuseButton() {
  const { data } = useMyNftsPages({ search: '', ordering: DEFAULT_ORDERING, tiers: [] });
  const empty = data?.[0]?.count === 0;
  return (
    <LinkButton to={paths.fusion()} variant="secondary" disabled={!data || empty}>
      Fuse nfts
    </LinkButton>
  );
}

/** /account/my-collection: search (300 ms debounce), sort and tiers over the collector's items. */
export function MyCollectionRoute() {
  const { flags } = useFlags();
  const [searchText, setSearchText] = useState('');
  const [ordering, setOrdering] = useState<SortOrder>(DEFAULT_ORDERING);
  const [tiers, setTiers] = useState<Tier[]>([]);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  return (
    <section className={section} aria-label="My Collection" data-testid="my-collection">
      <CollectionToolbar
        searchLabel="Search my NFTs"
        searchPlaceholder="Search by name or artist"
        searchText={searchText}
        onSearchTextChange={setSearchText}
        sort={ordering}
        sortOptions={sortOptions}
        onSortChange={setOrdering}
        tiers={{ selected: tiers, onChange: setTiers }}
      >
        {flags.fusionEnabled && <FuseButton />}
      </CollectionToolbar>
      <MyCollectionGrid
        filter={{ search, ordering, tiers }}
        defaultFilter={search === '' && tiers.length === 0}
      />
    </section>
  );
}
