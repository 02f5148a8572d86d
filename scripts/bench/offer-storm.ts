import { getNftItem, platformEdition } from '../../functions/data/nft-item';
import { transferItem } from '../../functions/domain/collection/transfer-item';
import { PaymentMethod } from '../../shared/domain/enums';
import type { LocalCloud } from '../local-cloud/cloud';
import { createFundedUsers, createPackSale } from './fixtures';
import { callJson, latencySummary, runConcurrently } from './stats';
import type { WriteMeter } from './write-meter';

/** Makers offering on one item, calls in flight at once. */
const MAKERS = Number(process.env.BENCH_OFFER_MAKERS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_OFFER_CONCURRENCY ?? 64);

interface OfferAnswer {
  data?: { uuid: string };
}

/**
 * An offer storm: MAKERS users with marketplace credit all make an offer (held from their credit) on one item at
 * once, with the same figures as the drop rush (offers per second, latency, write units, the hottest key); then the
 * owner accepts the best offer, which moves the item (the other offers end when it moves).
 */
export async function benchOfferStorm(cloud: LocalCloud, meter: WriteMeter) {
  const { deps } = cloud;
  const { nfts } = await createPackSale(deps, {
    quantity: 1,
    nftsPerPack: 1,
    editionsPerNft: 1,
    nftCount: 1,
  });
  const [nft] = nfts;
  const [owner] = await createFundedUsers(deps, 1, { kind: 'credit', cents: 1 });
  if (!nft || !owner) throw new Error('no bench item');
  const itemId = `${nft.id}-1`;
  await transferItem(deps.db, {
    nft,
    item: platformEdition(nft, 1),
    to: owner.uuid,
    how: 'claim',
    orderId: deps.newId(),
    lineItem: null,
    transferId: deps.newId(),
    now: deps.clock.now(),
  });
  const makers = await createFundedUsers(deps, MAKERS, { kind: 'credit', cents: 100_000 });

  meter.start();
  const run = await runConcurrently(MAKERS, CONCURRENCY, (i) =>
    callJson<OfferAnswer>(`${cloud.url}/api/offers/`, {
      method: 'POST',
      token: makers[i]?.token,
      body: {
        nft_item: itemId,
        amount: 10 + i / 100,
        payment_method: PaymentMethod.marketplaceCredit,
        source: 'credit',
      },
      headers: { 'idempotency-key': `bench-offer-${i}` },
    }),
  );
  const writes = meter.stop();
  const made = run.results.filter((result) => result.status === 200);
  const best = made.at(-1)?.body.data?.uuid;

  const accepted = best
    ? await callJson(`${cloud.url}/api/offers/${best}`, {
        method: 'PATCH',
        token: owner.token,
        body: { status: 'accept' },
      })
    : undefined;
  const item = await getNftItem(deps.db, itemId);

  console.log(`\nOffer storm: ${MAKERS} makers on one item, ${CONCURRENCY} concurrent`);
  console.log(`  offers made ${made.length}  other answers ${run.results.length - made.length}`);
  console.log(
    `  ${(made.length / run.seconds).toFixed(0)} offers/s in ${run.seconds.toFixed(1)} s  ${latencySummary(run)}`,
  );
  console.log(
    `  ${writes.writeUnits} WCU (est.) for ${writes.writes} item writes: ` +
      `${(writes.writeUnits / Math.max(1, made.length)).toFixed(1)} WCU per offer`,
  );
  console.log(`  hottest key ${writes.hottest.key}: ${writes.hottest.perSecond} writes/s`);
  console.log(
    `  accept of one offer: ${accepted?.status ?? 'none'}; item now owned by ${item?.owner === owner.uuid ? 'the seller (not moved)' : 'the maker'}`,
  );
}
