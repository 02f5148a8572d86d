import type { FusionItem } from '../../../../../shared/api/schemas/fusion';
import { FUSION_PREVIEW_SLOTS } from '../../../../../shared/domain/constants';
import { Button } from '../../../components/button/button';
import { Image } from '../../../components/image/image';
import * as styles from './fusion.css';
import { RecipesLink } from './recipes-link';

/** The fuse image: a click starts the fusion of the chosen items. */
function FuseImage({ onFuse }: { onFuse: () => void }) {
  return (
    <button
      type="button"
      className={styles.fuseImage}
      onClick={onFuse}
      aria-label="Fuse"
      data-testid="fuse-image"
    >
      <svg viewBox="0 0 64 64" width="96" height="96" aria-hidden="true">
        <circle cx="20" cy="24" r="10" fill="none" stroke="currentColor" strokeWidth="4" />
        <circle cx="44" cy="24" r="10" fill="none" stroke="currentColor" strokeWidth="4" />
        <circle cx="32" cy="44" r="10" fill="none" stroke="currentColor" strokeWidth="4" />
      </svg>
    </button>
  );
}

/**
 * The landing step (part 1 §2 'Fusion screens'): the fuse panel ('view recipes', 'Awaiting selections to begin
 * fusion' until something is chosen, then the clickable fuse image) and the selection panel (4 preview slots, the
 * '{n} selected' counter, 'Select NFTS to Fuse' or 'Edit Selection').
 */
export function FusionLanding({
  chosen,
  onSelect,
  onFuse,
}: {
  chosen: FusionItem[];
  onSelect: () => void;
  onFuse: () => void;
}) {
  const slots = Array.from({ length: FUSION_PREVIEW_SLOTS }, (_, i) => chosen[i]);
  return (
    <div className={styles.landing} data-testid="fusion-landing">
      <section className={styles.panel} aria-label="Fuse">
        <RecipesLink />
        {chosen.length === 0 ? (
          <p className={styles.awaiting}>Awaiting selections to begin fusion</p>
        ) : (
          <FuseImage onFuse={onFuse} />
        )}
      </section>
      <section className={styles.panel} aria-label="Selection">
        <ul className={styles.slots}>
          {slots.map((item, i) => (
            <li key={item?.id ?? `empty-${i}`} className={styles.slot} data-testid="fusion-slot">
              {item ? (
                <Image src={item.nft.thumbnail} alt={item.nft.title} />
              ) : i === slots.length - 1 ? (
                '?'
              ) : null}
            </li>
          ))}
        </ul>
        <p data-testid="fusion-selected-count">{chosen.length} selected</p>
        <Button onClick={onSelect}>{chosen.length === 0 ? 'Select NFTS to Fuse' : 'Edit Selection'}</Button>
      </section>
    </div>
  );
}
