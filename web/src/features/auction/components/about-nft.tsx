import { Fragment, useState } from 'react';
import type { NftDetail } from '../../../../../shared/api/schemas/nft';
import { rarityLabels, traitTypeLabels } from '../../../../../shared/domain/enums';
import { formatPercent } from '../../../../../shared/format/count';
import { formatPrice } from '../../../utils/money';
import * as styles from './auction.css';

/** Descriptions longer than this are cut until 'Read more'. */
const DESCRIPTION_PREVIEW_CHARS = 280;

function Description({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const long = text.length > DESCRIPTION_PREVIEW_CHARS;
  return (
    <>
      <p data-testid="nft-description">
        {open || !long ? text : `${text.slice(0, DESCRIPTION_PREVIEW_CHARS)}…`}
      </p>
      {long && (
        <button type="button" className={styles.linkish} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Read less' : 'Read more'}
        </button>
      )}
    </>
  );
}

/** Each trait with how many NFTs of the collection share it. */
function Traits({ traits }: { traits: NftDetail['traits'] }) {
  if (!traits.length) return null;
  return (
    <section className={styles.section} aria-labelledby="traits-title">
      <h3 id="traits-title" className={styles.sectionTitle}>
        Traits
      </h3>
      <ul className={styles.grid}>
        {traits.map((trait) => (
          <li key={`${trait.type}-${trait.display_value}`} className={styles.box} data-testid="trait">
            <span className={styles.muted}>{traitTypeLabels[trait.type]}</span>
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

const usdOrDash = (value: number | null) => (value === null ? '–' : formatPrice(value));

function Stats({ stats }: { stats: NftDetail['stats'] }) {
  const rows: [string, string][] = [
    ['NFTs', String(stats.nfts)],
    ['Editions', String(stats.editions)],
    ['Owners', String(stats.owners)],
    ['Floor', usdOrDash(stats.floor)],
    ['ATH', usdOrDash(stats.ath)],
    ['Listings', String(stats.listings)],
  ];
  return (
    <dl className={styles.figures} data-testid="nft-stats">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt className={styles.muted}>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** 'About this NFT': the expandable description, the traits panel and the stats. */
export function AboutNft({ nft }: { nft: NftDetail }) {
  return (
    <section className={styles.section} aria-labelledby="about-title">
      <h2 id="about-title" className={styles.sectionTitle}>
        About this NFT
      </h2>
      <Description text={nft.description} />
      <Stats stats={nft.stats} />
      <Traits traits={nft.traits} />
    </section>
  );
}
