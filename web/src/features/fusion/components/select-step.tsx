import type { FusionItem } from '../../../../../shared/api/schemas/fusion';
import { FUSION_NFT_COUNT } from '../../../../../shared/domain/constants';
import { type Tier, tierLabels } from '../../../../../shared/domain/enums';
import { Button } from '../../../components/button/button';
import { LinkButton } from '../../../components/button/link-button';
import { Image } from '../../../components/image/image';
import { EmptyState } from '../../../components/status/empty-state';
import { paths } from '../../../config/paths';
import * as styles from './fusion.css';
import { RecipesLink } from './recipes-link';

/** 'Go to marketplace': the marketplace's first page searched by `name`, tiers[]=0 (part 1 §2). */
const marketplaceSearch = (name: string) =>
  `${paths.marketplace()}?page=1&search=${encodeURIComponent(name)}&tiers[]=0`;

/** Part 1 §4: at most 3 chosen; a fourth toggle-on is ignored, deselecting is always allowed. */
export const toggled = (chosen: readonly string[], id: string): string[] => {
  if (chosen.includes(id)) return chosen.filter((other) => other !== id);
  return chosen.length < FUSION_NFT_COUNT ? [...chosen, id] : [...chosen];
};

/**
 * The select step: the collector's items that may be fused (thumbnail or image, type, sequence, title, artist),
 * 'Add to fuser' enabled at exactly 3, and 'Complete Your Recipe' ('view recipes', 'Go to marketplace').
 */
export function SelectStep({
  items,
  draft,
  onToggle,
  onAdd,
}: {
  items: FusionItem[];
  draft: string[];
  onToggle: (id: string) => void;
  onAdd: () => void;
}) {
  const first = items.find((item) => item.id === draft[0]) ?? items[0];
  return (
    <div className={styles.column} data-testid="fusion-select">
      <h2>Select 3 NFTs To Add To the Fuser</h2>
      {items.length === 0 ? (
        <EmptyState title="You don't have any NFTs Yet." />
      ) : (
        <ul className={styles.grid}>
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={styles.itemCard}
                aria-pressed={draft.includes(item.id)}
                onClick={() => onToggle(item.id)}
                data-testid="fusion-item"
              >
                <Image
                  className={styles.itemImage}
                  src={item.nft.thumbnail || item.nft.image}
                  alt={item.nft.title}
                />
                <span className={styles.itemMeta}>
                  {tierLabels[item.nft.type as Tier] ?? ''} · #{item.sequence}
                </span>
                <strong>{item.nft.title}</strong>
                <span className={styles.itemMeta}>{item.nft.artist.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <p data-testid="fusion-draft-count">{draft.length} selected</p>
      <div className={styles.actions}>
        <Button disabled={draft.length !== FUSION_NFT_COUNT} onClick={onAdd}>
          Add to fuser
        </Button>
      </div>
      <section className={styles.panel} aria-label="Complete Your Recipe">
        <h3>Complete Your Recipe</h3>
        <RecipesLink />
        <LinkButton variant="secondary" to={marketplaceSearch(first?.nft.title ?? '')}>
          Go to marketplace
        </LinkButton>
      </section>
    </div>
  );
}
