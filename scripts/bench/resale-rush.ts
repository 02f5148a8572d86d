import { getNftItem, platformEdition } from '../../functions/data/nft-item';
import { transferItem } from '../../functions/domain/collection/transfer-item';
import type { LocalCloud } from '../local-cloud/cloud';
import { acceptedFraudCheck, createFundedUsers, createPackSale } from './fixtures';
import { callJson, latencySummary, runConcurrently } from './stats';
import type { WriteMeter } from './write-meter';

/** Listings on sale, buyers rushing them, calls in flight at once. */
const LISTINGS = Number(process.env.BENCH_RESALE_LISTINGS ?? 20);
const BUYERS = Number(process.env.BENCH_RESALE_BUYERS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_RESALE_CONCURRENCY ?? 64);
const PRICE_CENTS = 2_500;

interface ListingAnswer {
  listing?: { id: string; nft_item: string };
}

interface OrderReceived {
  data?: { bid_id: string; items: { id: string }[] };
  code?: string;
}

/**
 * A resale rush: one seller lists LISTINGS items (through the API), then BUYERS buyers with marketplace credit and
 * an accepted fraud check each call the balance checkout of one of them (spread evenly). Sold = 200 answers; the
 * items are read back to check each has exactly the one buyer whose purchase succeeded.
 */
export async function benchResaleRush(cloud: LocalCloud, meter: WriteMeter) {
  const { deps } = cloud;
  const { nfts } = await createPackSale(deps, {
    quantity: 1,
    nftsPerPack: 1,
    editionsPerNft: LISTINGS,
    nftCount: 1,
  });
  const [nft] = nfts;
  if (!nft) throw new Error('no bench NFT');
  const [seller] = await createFundedUsers(deps, 1, { kind: 'credit', cents: 1 });
  if (!seller) throw new Error('no bench seller');
  const listingIds: string[] = [];
  for (let sequence = 1; sequence <= LISTINGS; sequence++) {
    await transferItem(deps.db, {
      nft,
      item: platformEdition(nft, sequence),
      to: seller.uuid,
      how: 'claim',
      orderId: deps.newId(),
      lineItem: null,
      transferId: deps.newId(),
      now: deps.clock.now(),
    });
    const listed = await callJson<ListingAnswer>(`${cloud.url}/api/auction/create`, {
      method: 'POST',
      token: seller.token,
      body: { nft_id: nft.id, price: PRICE_CENTS / 100, nft_items: [`${nft.id}-${sequence}`] },
    });
    if (!listed.body.listing) throw new Error(`listing failed: ${JSON.stringify(listed.body)}`);
    listingIds.push(listed.body.listing.id);
  }
  const listingOf = (i: number) => listingIds[i % LISTINGS] as string;
  const buyers = await createFundedUsers(deps, BUYERS, { kind: 'credit', cents: PRICE_CENTS }, (uuid) =>
    listingIds.map((id) => acceptedFraudCheck(deps, uuid, { id, priceCents: PRICE_CENTS }, 'auction')),
  );

  meter.start();
  const run = await runConcurrently(BUYERS, CONCURRENCY, (i) =>
    callJson<OrderReceived>(`${cloud.url}/api/payments/balance_checkout/${listingOf(i)}`, {
      method: 'POST',
      token: buyers[i]?.token,
      body: { price: PRICE_CENTS / 100, drop: false },
      headers: { 'idempotency-key': `bench-resale-${i}` },
    }),
  );
  const writes = meter.stop();

  const sold = run.results.flatMap((result, i) => (result.status === 200 ? [i] : []));
  const refused = run.results.filter((result) => result.status === 409).length;
  const others = run.results.length - sold.length - refused;
  const items = await Promise.all(
    listingIds.map((_, index) => getNftItem(deps.db, `${nft.id}-${index + 1}`)),
  );
  const soldTo = new Set(sold.map((i) => buyers[i]?.uuid));
  const wrongOwners = items.filter(
    (item) => item?.owner !== seller.uuid && !soldTo.has(item?.owner ?? ''),
  ).length;

  console.log(`\nResale rush: ${BUYERS} buyers, ${LISTINGS} listings, ${CONCURRENCY} concurrent`);
  console.log(
    `  sold ${sold.length}  refused (sold or held) ${refused}  other answers ${others}  ` +
      `oversold ${Math.max(0, sold.length - LISTINGS)}  items with an owner who did not buy them ${wrongOwners}`,
  );
  console.log(
    `  ${(BUYERS / run.seconds).toFixed(0)} checkouts/s (${(sold.length / run.seconds).toFixed(0)} purchases/s) in ` +
      `${run.seconds.toFixed(1)} s  ${latencySummary(run)}`,
  );
  console.log(
    `  ${writes.writeUnits} WCU (est.) for ${writes.writes} item writes: ` +
      `${(writes.writeUnits / Math.max(1, sold.length)).toFixed(1)} WCU per purchase (refusals included), ` +
      `${(writes.writeUnits / BUYERS).toFixed(1)} per checkout call`,
  );
  console.log(`  hottest key ${writes.hottest.key}: ${writes.hottest.perSecond} writes/s`);
  console.log(
    `  hottest key over the rush ${writes.hottestShare.key}: ${writes.hottestShare.writes} writes, ` +
      `${(writes.hottestShare.share * 100).toFixed(1)}% of the rush's writes (target at most 10%)`,
  );
}
