import { getPurchase } from '../../functions/data/purchase';
import { addCard } from '../../functions/domain/cards/add-card';
import { packOrderId } from '../../functions/domain/purchases/buy-pack';
import { tokenizeSandboxCard } from '../../functions/lib/adapters/sandbox-card-processor';
import type { Deps } from '../../functions/lib/deps';
import type { LocalCloud } from '../local-cloud/cloud';
import { acceptedFraudCheck, createFundedUsers, createPackSale } from './fixtures';
import { callJson, latencySummary, runConcurrently } from './stats';

/** Buyers all calling the card checkout at once, for fewer packs: the 360 concurrent card checkouts. */
const BUYERS = Number(process.env.BENCH_CARD_BUYERS ?? 360);
const SUPPLY = Number(process.env.BENCH_CARD_PACKS ?? 300);
const POLL_MS = 1_000;
const POLL_LIMIT = 120;

interface CheckoutAnswer {
  status?: string;
  data?: { bid_id: string; items?: { id: string }[] };
}

/** Saves the sandbox's approving card for the user, as the hosted fields and add-payment-method do. */
export async function saveCard(deps: Deps, userUuid: string) {
  const tokenized = await tokenizeSandboxCard(deps.db, deps.clock, deps.newId, {
    number: '4242424242424242',
    expiryMonth: 12,
    expiryYear: deps.clock.now().getUTCFullYear() + 2,
    cvv: '123',
  });
  if (!tokenized.ok) throw new Error('the bench card did not tokenize');
  await addCard(deps, userUuid, {
    token: tokenized.token,
    name: 'Bench Buyer',
    country: 'US',
    zipCode: '10001',
    redirect_uri: '/app',
    action: 'card',
  });
}

/**
 * A card checkout storm: BUYERS buyers with a saved card call the card checkout of one pack of SUPPLY units all at
 * once. Answers are 200 (Order Received), 202 (accepted: polled until it ends), 409 (sold out) and never 500; then
 * every purchase the table completed is checked to have been seen by its buyer.
 */
export async function benchCardCheckoutStorm(cloud: LocalCloud) {
  const { deps } = cloud;
  const { pack } = await createPackSale(deps, {
    quantity: SUPPLY,
    nftsPerPack: 1,
    editionsPerNft: SUPPLY + 10,
    nftCount: 1,
  });
  // A cent of credit: the fixture funds every user; these pay by card.
  const buyers = await createFundedUsers(deps, BUYERS, { kind: 'credit', cents: 1 }, (uuid) => [
    acceptedFraudCheck(deps, uuid, pack),
  ]);
  await runConcurrently(BUYERS, 32, async (i) => {
    await saveCard(deps, buyers[i]?.uuid ?? '');
    return { status: 200, body: null };
  });

  const key = (i: number) => `bench-card-${i}`;
  const run = await runConcurrently(BUYERS, BUYERS, (i) =>
    callJson<CheckoutAnswer>(`${cloud.url}/api/payments/card_checkout/${pack.id}`, {
      method: 'POST',
      token: buyers[i]?.token,
      body: { price: pack.priceCents / 100, drop: true, action: 'buy' },
      headers: { 'idempotency-key': key(i) },
    }),
  );
  const count = (status: number) => run.results.filter((result) => result.status === status).length;

  // A 202 is followed as the web follows it: the order is polled until it ends.
  const seen = new Set<number>();
  await Promise.all(
    run.results.map(async (result, i) => {
      if (result.status === 200) seen.add(i);
      if (result.status !== 202 || !result.body.data) return;
      for (let poll = 0; poll < POLL_LIMIT; poll++) {
        const order = await callJson<CheckoutAnswer>(
          `${cloud.url}/api/payments/orders/${encodeURIComponent(result.body.data.bid_id)}`,
          { method: 'GET', token: buyers[i]?.token },
        );
        if (order.body.status === 'success') seen.add(i);
        if (order.body.status !== 'pending') return;
        await new Promise((done) => setTimeout(done, POLL_MS));
      }
    }),
  );
  const completed = await Promise.all(
    buyers.map(
      async (buyer, i) =>
        (await getPurchase(deps.db, packOrderId(buyer.uuid, key(i), deps.newId)))?.status === 'completed',
    ),
  );
  const unseen = completed.filter((done, i) => done && !seen.has(i)).length;

  console.log(`\nCard checkout storm: ${BUYERS} buyers at once, ${SUPPLY} packs, saved cards`);
  console.log(
    `  200 ${count(200)}  202 accepted ${count(202)}  409 ${count(409)}  500 ${count(500)}  ` +
      `other ${run.results.length - count(200) - count(202) - count(409) - count(500)}`,
  );
  console.log(
    `  units sold ${completed.filter(Boolean).length} (max ${SUPPLY})  buyers who got a unit and never saw it: ${unseen}`,
  );
  console.log(`  in ${run.seconds.toFixed(1)} s  ${latencySummary(run)}`);
}
