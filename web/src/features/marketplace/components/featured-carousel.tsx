import { useId, useRef } from 'react';
import { CAROUSEL_SCROLL_STEP_PX } from '../../../../../shared/domain/constants';
import { Button } from '../../../components/button/button';
import { ErrorState } from '../../../components/status/error-state';
import { useFeaturedCollections } from '../api/list-marketplace-collections';
import { CollectionCard } from './collection-card';
import * as styles from './featured-carousel.css';
import { section, sectionTitle } from './marketplace.css';

/** Featured collections in a row that the arrows scroll 220 px at a time; nothing when none is featured. */
export function FeaturedCarousel() {
  const headingId = useId();
  const track = useRef<HTMLUListElement>(null);
  const { data, error, isLoading, mutate } = useFeaturedCollections();
  // Smooth by the track's CSS, which gives way to a reader's reduced-motion setting (theme/global.css.ts).
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * CAROUSEL_SCROLL_STEP_PX });

  if (!isLoading && !error && !data?.results.length) return null;
  return (
    <section className={section} aria-labelledby={headingId} data-testid="featured-collections">
      <div className={styles.header}>
        <h2 id={headingId} className={sectionTitle}>
          Featured Collections
        </h2>
        {data && (
          <div className={styles.controls}>
            <Button variant="secondary" size="sm" aria-label="Scroll back" onClick={() => scroll(-1)}>
              ‹
            </Button>
            <Button variant="secondary" size="sm" aria-label="Scroll forward" onClick={() => scroll(1)}>
              ›
            </Button>
          </div>
        )}
      </div>
      {error && !data ? (
        <ErrorState onRetry={() => mutate()} />
      ) : (
        <ul className={styles.track} ref={track} aria-busy={isLoading}>
          {data
            ? data.results.map((collection) => (
                <li key={collection.id} className={styles.slide}>
                  <CollectionCard collection={collection} />
                </li>
              ))
            : [0, 1, 2, 3].map((slot) => <li key={slot} className={styles.placeholder} />)}
        </ul>
      )}
    </section>
  );
}
