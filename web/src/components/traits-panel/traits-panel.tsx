import type { NftDetail } from '../../../../shared/api/schemas/nft';
import { rarityLabels, traitTypeLabels } from '../../../../shared/domain/enums';
import { formatPercent } from '../../../../shared/format/count';
import * as styles from './traits-panel.css';

/** The traits panel (spec part 1 §2, shared pieces): each trait with how many NFTs of the collection share it. */
export function TraitsPanel({ traits }: { traits: NftDetail['traits'] }) {
  if (!traits.length) return null;
  return (
    <section className={styles.section} aria-labelledby="traits-title">
      <h3 id="traits-title" className={styles.heading}>
        Traits
      </h3>
      <ul className={styles.grid}>
        {traits.map((trait) => (
          <li key={`${trait.type}-${trait.display_value}`} className={styles.trait} data-testid="trait">
            <span className={styles.type}>{traitTypeLabels[trait.type]}</span>
            <strong>{trait.display_value}</strong>
            <span>
              {formatPercent(trait.percentage_like_mine)} have this trait ({trait.number_like_mine}) ·{' '}
              {rarityLabels[trait.rarity]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
