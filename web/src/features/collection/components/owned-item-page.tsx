import type { ComponentType } from 'react';
import { Fragment } from 'react';
import type { KeyedMutator } from 'swr';
import type { NftDetail, OwnedItem } from '../../../../../shared/api/schemas/nft';
import {
  type Blockchain,
  blockchainLabels,
  type HasVault,
  hasVaultLabels,
  type Tier,
  tierLabels,
} from '../../../../../shared/domain/enums';
import { formatDate } from '../../../../../shared/format/date';
import { badge } from '../../../components/badge/badge.css';
import { EditionBadge } from '../../../components/edition-badge/edition-badge';
import { Image } from '../../../components/image/image';
import { MintedByBadge } from '../../../components/minted-by-badge/minted-by-badge';
import { TraitsPanel } from '../../../components/traits-panel/traits-panel';
import { vaultLabel } from '../utils/vault-label';
import { ExploreDrops } from './explore-drops';
import * as styles from './owned-item-page.css';
import { type ItemDoorsProps, OwnerActions } from './owner-actions';

/** Where the item lives on chain: its network, contract and token addresses (none until it is minted). */
function BlockchainInfo({ item }: { item: OwnedItem }) {
  const rows: [string, string][] = [
    ['Blockchain', blockchainLabels[item.nft.blockchain_type as Blockchain] ?? '–'],
    ['Contract address', item.metadata.contract_address ?? '–'],
    ['Token address', item.metadata.tezos_address ?? '–'],
    ['Edition', `#${item.sequence}`],
  ];
  if (item.owned_at) rows.push(['Owned since', formatDate(item.owned_at)]);
  return (
    <section className={styles.section} aria-labelledby="chain-title">
      <h2 id="chain-title" className={styles.sectionTitle}>
        Blockchain info
      </h2>
      <dl className={styles.facts} data-testid="blockchain-info">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt className={styles.muted}>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

export interface OwnedItemPageProps {
  item: OwnedItem;
  nft: NftDetail;
  /** The item's SWR mutate: the owner's actions change the item in place. */
  mutate: KeyedMutator<OwnedItem>;
  /** The other features' doors for the owner, composed in by the app. */
  Doors?: ComponentType<ItemDoorsProps>;
}

/**
 * The owned-item page (spec part 1 §2, /nft/{nftId}/{nftItemId}/details): the edition with its badges, rank,
 * vault label and traits, the owner's actions, blockchain info and 'EXPLORE OTHER DROPS'.
 */
export function OwnedItemPage({ item, nft, mutate, Doors }: OwnedItemPageProps) {
  const vault = vaultLabel(item) ?? (hasVaultLabels[nft.has_vault as HasVault] || null);
  return (
    <article className={styles.page} aria-labelledby="item-title" data-testid="owned-item-page">
      <div className={styles.header}>
        <div className={styles.media}>
          <Image src={item.nft.image} alt={item.nft.title} priority />
        </div>
        <div className={styles.info}>
          <div className={styles.badges}>
            <EditionBadge editions={item.metadata.openEdition ? null : nft.quantity} />
            <span className={badge.neutral}>{tierLabels[item.nft.type as Tier] ?? 'Edition'}</span>
            <MintedByBadge mintedBy={item.nft.minted_by} />
          </div>
          <h1 id="item-title" className={styles.title}>
            {item.nft.title}
          </h1>
          <p className={styles.muted}>by {item.nft.artist.name}</p>
          <p data-testid="sequence">
            Edition #{item.sequence} of {nft.quantity}
          </p>
          {item.rank !== null && <p data-testid="rank">Rank: #{item.rank}</p>}
          {vault && (
            <span className={badge.neutral} data-testid="vault-label">
              {vault}
            </span>
          )}
          {item.is_owner && <OwnerActions item={item} nft={nft} mutate={mutate} Doors={Doors} />}
        </div>
      </div>
      <section className={styles.section} aria-labelledby="about-title">
        <h2 id="about-title" className={styles.sectionTitle}>
          About this NFT
        </h2>
        <p data-testid="nft-description">{nft.description}</p>
        <TraitsPanel traits={nft.traits} />
      </section>
      <BlockchainInfo item={item} />
      <ExploreDrops />
    </article>
  );
}
