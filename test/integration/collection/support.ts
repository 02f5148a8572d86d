import { putCollection } from '../../../functions/data/collection';
import { transactWrite } from '../../../functions/data/db';
import { getNft, type NftRecord, putNft } from '../../../functions/data/nft';
import {
  type AcquisitionKind,
  getNftItem,
  type LineItemRecord,
  platformEdition,
} from '../../../functions/data/nft-item';
import { transferItem } from '../../../functions/domain/collection/transfer-item';
import type { Deps } from '../../../functions/lib/deps';
import { buildDemoCatalog } from '../../../scripts/seed/catalog';
import { PaymentMethod } from '../../../shared/domain/enums';
import { feedMarket, marketActivity } from '../market/support';

/** The demo catalogue's collections and NFTs (no media, drops or editions: those are not needed here). */
export async function putCatalogNfts(deps: Deps) {
  const catalog = buildDemoCatalog(deps.clock.now());
  const items = [
    ...catalog.collections.map((collection) => putCollection(deps.db, collection)),
    ...catalog.nfts.map((nft) => putNft(deps.db, nft)),
  ];
  for (let i = 0; i < items.length; i += 50) await transactWrite(deps.db, items.slice(i, i + 50));
  return catalog;
}

export async function nftOf(deps: Deps, id: string): Promise<NftRecord> {
  const nft = await getNft(deps.db, id);
  if (!nft) throw new Error(`No NFT ${id}`);
  return nft;
}

export const cardLine = (amountCents: number, last4 = '4242'): LineItemRecord => ({
  amountCents,
  coin: null,
  coinMicros: null,
  method: PaymentMethod.card,
  last4,
});

/**
 * Gives edition `sequence` of `nft` to `to`, from whoever holds it now, as its own transaction, and feeds the
 * market consumer the MarketActivity a real mover emits with it (a sale when paid, else a transfer), so the market
 * stats the editions table and the NFT page read follow.
 */
export async function giveEdition(
  deps: Deps,
  nft: NftRecord,
  sequence: number,
  to: string | null,
  options: {
    how?: AcquisitionKind;
    lineItem?: LineItemRecord | null;
    bundle?: { id: string; title: string };
  } = {},
) {
  const item = (await getNftItem(deps.db, `${nft.id}-${sequence}`)) ?? platformEdition(nft, sequence);
  const lineItem = options.lineItem === undefined ? cardLine(2500) : options.lineItem;
  const result = await transferItem(deps.db, {
    nft,
    item,
    to,
    how: options.how ?? 'buy',
    orderId: deps.newId(),
    lineItem,
    bundle: options.bundle ?? null,
    transferId: deps.newId(),
    now: deps.clock.now(),
  });
  const sold = lineItem !== null && lineItem.amountCents > 0;
  await feedMarket(deps, [
    marketActivity(deps, {
      kind: sold ? 'sale' : 'transfer',
      nft_id: nft.id,
      nft_item_id: item.id,
      sequence,
      price_cents: sold ? lineItem.amountCents : null,
      from_uuid: item.owner,
      to_uuid: to,
      market: sold ? (item.owner === null ? 'primary' : 'secondary') : null,
    }),
  ]);
  return result;
}
