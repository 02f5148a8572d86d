import { editionId, getNftItem } from '../../functions/data/nft-item';
import type { LocalCloud } from '../local-cloud/cloud';
import { acceptedFraudCheck, createFundedUsers, createPackSale } from './fixtures';
import { callJson, latencySummary, runConcurrently } from './stats';
import type { WriteMeter } from './write-meter';

/** Packs on sale, buyers rushing them, calls in flight at once; NFTs per pack and editions they draw from. */
const SUPPLY = Number(process.env.BENCH_RUSH_PACKS ?? 200);
const BUYERS = Number(process.env.BENCH_RUSH_BUYERS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_RUSH_CONCURRENCY ?? 64);
const NFTS_PER_PACK = 3;
const NFT_COUNT = 3;
const EDITIONS_PER_NFT = Math.ceil((SUPPLY * NFTS_PER_PACK) / NFT_COUNT) + 50;

interface OrderReceived {
  data?: { bid_id: string; items: { id: string }[] };
  code?: string;
}

/**
 * A drop rush: BUYERS buyers with marketplace credit and an accepted fraud check all call the balance checkout
 * of one fresh pack of SUPPLY units. Sold = 200 answers; the table is read back to check no edition was given
 * twice and no more editions were given than the supply holds.
 */
export async function benchDropRush(cloud: LocalCloud, meter: WriteMeter) {
  const { deps } = cloud;
  const { pack, nfts } = await createPackSale(deps, {
    quantity: SUPPLY,
    nftsPerPack: NFTS_PER_PACK,
    editionsPerNft: EDITIONS_PER_NFT,
    nftCount: NFT_COUNT,
  });
  const buyers = await createFundedUsers(deps, BUYERS, { kind: 'credit', cents: pack.priceCents }, (uuid) => [
    acceptedFraudCheck(deps, uuid, pack),
  ]);

  meter.start();
  const run = await runConcurrently(BUYERS, CONCURRENCY, (i) =>
    callJson<OrderReceived>(`${cloud.url}/api/payments/balance_checkout/${pack.id}`, {
      method: 'POST',
      token: buyers[i]?.token,
      body: { price: pack.priceCents / 100, drop: true },
      headers: { 'idempotency-key': `bench-rush-${i}` },
    }),
  );
  const writes = meter.stop();

  const sold = run.results.filter((result) => result.status === 200);
  const soldOut = run.results.filter(
    (result) => result.status === 409 && result.body.code === 'sold_out',
  ).length;
  const others = run.results.length - sold.length - soldOut;
  const received = sold.flatMap((result) => result.body.data?.items.map((item) => item.id) ?? []);
  const editions = await Promise.all(
    nfts.flatMap((nft) =>
      Array.from({ length: nft.quantity }, (_, i) => getNftItem(deps.db, editionId(nft.id, i + 1))),
    ),
  );
  const owned = editions.filter((item) => item?.owner).length;

  console.log(
    `\nDrop rush: ${BUYERS} buyers, ${SUPPLY} packs of ${NFTS_PER_PACK} NFTs, ${CONCURRENCY} concurrent`,
  );
  console.log(
    `  sold ${sold.length}  sold out ${soldOut}  other answers ${others}  oversold ${Math.max(0, sold.length - SUPPLY)}`,
  );
  console.log(
    `  editions owned ${owned} (max ${SUPPLY * NFTS_PER_PACK})  received ${received.length}, distinct ${new Set(received).size}`,
  );
  console.log(
    `  ${(BUYERS / run.seconds).toFixed(0)} checkouts/s (${(sold.length / run.seconds).toFixed(0)} purchases/s) in ` +
      `${run.seconds.toFixed(1)} s  ${latencySummary(run)}`,
  );
  console.log(
    `  ${writes.writeUnits} WCU (est.) for ${writes.writes} item writes: ` +
      `${(writes.writeUnits / Math.max(1, sold.length)).toFixed(1)} WCU per purchase (sold-out answers' writes ` +
      `included), ${(writes.writeUnits / BUYERS).toFixed(1)} per checkout call`,
  );
  console.log(`  hottest key ${writes.hottest.key}: ${writes.hottest.perSecond} writes/s`);
}
