import type { HistoryEntry } from '../../../../../shared/api/schemas/nft';
import { HistoryKind, paymentMethodLabels } from '../../../../../shared/domain/enums';
import { formatCoin } from '../../../../../shared/format/coin';
import { formatUsdFixed } from '../../../../../shared/format/usd';
import { site } from '../../../config/site';
import { usdToCents } from '../../../utils/money';

/** Kinds in which the caller received the item; in the others they gave it away. */
const RECEIVED: readonly HistoryEntry['kind'][] = [
  HistoryKind.charge,
  HistoryKind.fromPack,
  HistoryKind.giftReceived,
  HistoryKind.fusedResultReceived,
  HistoryKind.claim,
];

/** Who was on the other side: 'From seller' for what came in, 'To buyer' for what went out (the platform by name). */
export function counterparty(entry: HistoryEntry): string {
  return RECEIVED.includes(entry.kind)
    ? `From ${entry.old_owner ?? site.name}`
    : `To ${entry.owner ?? site.name}`;
}

/** A row that stands for several editions: a pack's, or a Buy Now of more than one. */
export const isMultiEdition = (entry: HistoryEntry): boolean => entry.quantity > 1;

/** The row's title: a pack's row is titled by the pack, any other by its NFT. */
export const titleText = (entry: HistoryEntry): string =>
  isMultiEdition(entry) && entry.bundle ? entry.bundle.title : entry.nft_item.nft.title;

/** The edition column: how many editions a row of several has, 'OPEN' for an open edition, else the sequence. */
export const editionText = (entry: HistoryEntry): string =>
  isMultiEdition(entry)
    ? `${entry.quantity} NFTs`
    : entry.nft_item.open_edition
      ? 'OPEN'
      : `#${entry.nft_item.sequence}`;

/** The payment method with the card's last digits, or a dash when nothing was paid. */
export function paymentText(entry: HistoryEntry): string {
  const line = entry.line_item;
  if (!line?.method) return '—';
  return line.last4
    ? `${paymentMethodLabels[line.method]} •••• ${line.last4}`
    : paymentMethodLabels[line.method];
}

/** The USD amount with 2 decimals, plus the coin amount when paid in crypto; 'Free' for a claim. */
export function amountText(entry: HistoryEntry): string {
  const line = entry.line_item;
  if (entry.kind === HistoryKind.claim) return 'Free';
  if (!line) return '—';
  const usd = formatUsdFixed(usdToCents(line.usd_amount));
  if (!line.coin) return usd;
  const micros = Number(line.amount.replace('.', ''));
  return `${usd} (${formatCoin(micros, line.coin)})`;
}
