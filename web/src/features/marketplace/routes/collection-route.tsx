import { type ReactNode, useEffect, useId, useState } from 'react';
import { useLocation } from 'wouter';
import {
  defaultSortOrder,
  type SortOrder,
  sortOptionsFor,
  sortOrderLabels,
} from '../../../../../shared/domain/enums';
import { messages } from '../../../../../shared/domain/messages';
import { SelectField } from '../../../components/form/select-field';
import { Image } from '../../../components/image/image';
import { Loader } from '../../../components/loader/loader';
import { ErrorState } from '../../../components/status/error-state';
import { below } from '../../../components/theme/media';
import { useToast } from '../../../components/toast/toast-store';
import { paths } from '../../../config/paths';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { isApiError } from '../../../lib/api-client';
import { useCollection } from '../api/get-collection';
import { useCollectionFilters } from '../api/get-collection-filters';
import { CollectionNfts } from '../components/collection-nfts';
import * as styles from '../components/collection-page.css';
import { sort, toolbar } from '../components/marketplace.css';
import { AppliedFilters, TraitFilters } from '../components/trait-filters';

/**
 * /collection/{id}: header image, thumbnail, title, description, then the NFTs with sort, trait filters and their
 * chips, a page of 20 at a time. An unknown collection toasts 'Collection not found' and goes home (part 2 §8).
 */
export function CollectionRoute({
  id,
  watch,
  activity,
}: {
  id: string;
  /** The watch toggle, passed in by the app layer. */
  watch?: ReactNode;
  /** The collection's activity feed, passed in by the app layer (features stay apart). */
  activity?: ReactNode;
}) {
  const titleId = useId();
  const { data: collection, error, mutate } = useCollection(id);
  const { data: groups = [] } = useCollectionFilters(id);
  const toast = useToast();
  const [, navigate] = useLocation();
  const [ordering, setOrdering] = useState<SortOrder | null>(null);
  const [traits, setTraits] = useState<string[]>([]);
  const [page, setPage] = useState(1);
  const notFound = isApiError(error, 404);
  // Below md the filters fold away above the grid instead of filling the first screen.
  const narrow = useMediaQuery(below.md);

  useEffect(() => {
    if (!notFound) return;
    toast('error', messages.collectionNotFound);
    navigate(paths.root(), { replace: true });
  }, [notFound, toast, navigate]);

  if (error && !notFound) return <ErrorState onRetry={() => mutate()} />;
  if (!collection) return <Loader label="Loading collection" />;

  const order = ordering ?? defaultSortOrder(collection.is_ranked);
  const sortOptions = sortOptionsFor(collection.is_ranked).map((value) => ({
    value,
    label: sortOrderLabels[value],
  }));
  const changeTraits = (next: string[]) => {
    setTraits(next);
    setPage(1);
  };
  const filters = <TraitFilters groups={groups} selected={traits} onChange={changeTraits} />;
  const changePage = (next: number) => {
    setPage(next);
    window.scrollTo?.({ top: 0 });
  };

  return (
    <section className={styles.page} aria-labelledby={titleId} data-testid="collection-page">
      <div className={styles.banner}>
        <Image src={collection.header_image} alt="" className={styles.bannerImage} priority />
      </div>
      <div className={styles.intro}>
        <div className={styles.thumbnail}>
          <Image src={collection.thumbnail} alt={collection.title} />
        </div>
        <h1 id={titleId} className={styles.title}>
          {collection.title}
        </h1>
      </div>
      <p className={styles.description}>{collection.description}</p>
      {watch}
      <div className={styles.layout}>
        <aside aria-label="Filters">
          {narrow ? (
            <details>
              <summary className={styles.filtersToggle}>
                Filters{traits.length > 0 && ` (${traits.length})`}
              </summary>
              {filters}
            </details>
          ) : (
            filters
          )}
        </aside>
        <div>
          <div className={toolbar}>
            <div className={sort}>
              <SelectField
                label="Sort by"
                options={sortOptions}
                value={order}
                onChange={(event) => {
                  setOrdering(event.target.value as SortOrder);
                  setPage(1);
                }}
              />
            </div>
          </div>
          <AppliedFilters groups={groups} selected={traits} onChange={changeTraits} />
          <CollectionNfts
            collectionId={id}
            filter={{ page, ordering: order, traits }}
            onPageChange={changePage}
          />
        </div>
      </div>
      {activity}
    </section>
  );
}
