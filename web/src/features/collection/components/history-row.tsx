import type { HistoryEntry } from '../../../../../shared/api/schemas/nft';
import { historyKindLabels, type Tier, tierLabels } from '../../../../../shared/domain/enums';
import { formatDate } from '../../../../../shared/format/date';
import { badge } from '../../../components/badge/badge.css';
import { Image } from '../../../components/image/image';
import { visuallyHidden } from '../../../components/theme/utilities.css';
import {
  amountText,
  counterparty,
  editionText,
  isMultiEdition,
  paymentText,
  titleText,
} from '../utils/history';
import * as styles from './history-row.css';

/**
 * An order-history row (spec part 1 §2): date with the type label, image, title, pack title, artist, tier, edition,
 * counterparty, payment method and USD amount. A pack's editions are one row: the pack's title, how many NFTs, and
 * what the pack cost.
 */
export function HistoryRow({ entry }: { entry: HistoryEntry }) {
  const { nft } = entry.nft_item;
  return (
    <li className={styles.row} data-testid="history-row" data-kind={entry.kind}>
      <Image src={nft.thumbnail} alt={nft.title} className={styles.thumb} />
      <div className={styles.main}>
        <p className={styles.when}>
          <time dateTime={entry.owned_at}>{formatDate(entry.owned_at)}</time>
          <span className={badge.neutral} data-testid="history-kind">
            {historyKindLabels[entry.kind]}
          </span>
        </p>
        <p className={styles.title}>{titleText(entry)}</p>
        {entry.bundle && !isMultiEdition(entry) && <p className={styles.muted}>{entry.bundle.title}</p>}
        <p className={styles.muted}>{nft.artist.name}</p>
      </div>
      <dl className={styles.details}>
        <div>
          <dt className={visuallyHidden}>Tier and edition</dt>
          <dd>
            {isMultiEdition(entry)
              ? editionText(entry)
              : `${tierLabels[nft.type as Tier] ?? '—'} · Edition ${editionText(entry)}`}
          </dd>
        </div>
        <div>
          <dt className={visuallyHidden}>Counterparty</dt>
          <dd data-testid="counterparty">{counterparty(entry)}</dd>
        </div>
        <div>
          <dt className={visuallyHidden}>Payment method</dt>
          <dd className={styles.muted} data-testid="payment-method">
            {paymentText(entry)}
          </dd>
        </div>
      </dl>
      <p className={styles.amount} data-testid="amount">
        {amountText(entry)}
      </p>
    </li>
  );
}
