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
];

/** Who was on the other side: 'From seller' for what came in, 'To buyer' for what went out (the platform by name). */
export function counterparty(entry: HistoryEntry): string {
  return RECEIVED.includes(entry.kind)
    ? `From ${entry.old_owner ?? site.name}`
    : `To ${entry.owner ?? site.name}`;
}

/** The edition column: 'OPEN' for an open edition, else the sequence. */
export const editionText = (entry: HistoryEntry): string =>
  entry.nft_item.open_edition ? 'OPEN' : `#${entry.nft_item.sequence}`;

/** The payment method with the card's last digits, or a dash when nothing was paid. */
export function paymentText(entry: HistoryEntry): string {
  const line = entry.line_item;
  if (!line?.method) return '—';
  return line.last4
    ? `${paymentMethodLabels[line.method]} •••• ${line.last4}`
    : paymentMethodLabels[line.method];
}

/** The USD amount with 2 decimals, plus the coin amount when paid in crypto. */
export function amountText(entry: HistoryEntry): string {
  const line = entry.line_item;
  if (!line) return '—';
  const usd = formatUsdFixed(usdToCents(line.usd_amount));
  if (!line.coin) return usd;
  const micros = Number(line.amount.replace('.', ''));
  return `${usd} (${formatCoin(micros, line.coin)})`;
}
