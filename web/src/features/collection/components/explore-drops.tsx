import { Link } from 'wouter';
import { SkeletonList } from '../../../components/card-grid/skeleton-list';
import { Image } from '../../../components/image/image';
import { paths } from '../../../config/paths';
import { EXPLORE_DROPS_COUNT, useExploreDrops } from '../api/list-explore-drops';
import * as styles from './owned-item-page.css';

/** 'EXPLORE OTHER DROPS' under an owned item: the latest drops, and the way to all of them. */
export function ExploreDrops() {
  const { data, isLoading } = useExploreDrops();
  const drops = data?.results ?? [];
  return (
    <section className={styles.section} aria-labelledby="explore-title" data-testid="explore-drops">
      <h2 id="explore-title" className={styles.sectionTitle}>
        <Link to={paths.drops()}>EXPLORE OTHER DROPS</Link>
      </h2>
      {isLoading && (
        <SkeletonList
          label="Loading drops"
          count={EXPLORE_DROPS_COUNT}
          listClassName={styles.drops}
          itemClassName={styles.dropThumb}
        />
      )}
      {drops.length > 0 && (
        <ul className={styles.drops}>
          {drops.map((drop) => (
            <li key={drop.id}>
              <Link to={paths.dropDetail({ dropId: drop.id })} className={styles.dropLink}>
                <span className={styles.dropThumb}>
                  <Image src={drop.thumbnail} alt="" />
                </span>
                {drop.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
