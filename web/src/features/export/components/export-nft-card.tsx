import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import { type Blockchain, blockchainLabels } from '../../../../../shared/domain/enums';
import { Image } from '../../../components/image/image';
import * as styles from './export.css';

/** The NFT being exported: image, title, artist, edition and its chain. */
export function ExportNftCard({ item }: { item: OwnedItem }) {
  return (
    <div className={styles.card} data-testid="export-nft-card">
      <div className={styles.cardImage}>
        <Image src={item.nft.thumbnail} alt={item.nft.title} />
      </div>
      <div>
        <h2>{item.nft.title}</h2>
        <p className={styles.muted}>by {item.nft.artist.name}</p>
        <p className={styles.muted}>
          Edition #{item.sequence} · {blockchainLabels[item.nft.blockchain_type as Blockchain]}
        </p>
      </div>
    </div>
  );
}
