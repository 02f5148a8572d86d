import { Fragment, useState } from 'react';
import type { NftDetail } from '../../../../../shared/api/schemas/nft';
import { TraitsPanel } from '../../../components/traits-panel/traits-panel';
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
      <TraitsPanel traits={nft.traits} />
    </section>
  );
}
