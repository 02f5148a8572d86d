import { WebSocket } from 'ws';
import { FRAUD_DECISION_NUDGE, LIVE_PATH } from '../../shared/api/live';
import { FRAUD_DECISION_POLL_INTERVAL_MS } from '../../shared/domain/constants';
import type { LocalCloud } from '../local-cloud/cloud';
import { saveCard } from './card-checkout-storm';
import { type BenchUser, createFundedUsers, createPackSale } from './fixtures';
import { callJson, percentile } from './stats';

/** Buyers one after another: the time a single buyer waits, not a load. */
const BUYERS = Number(process.env.BENCH_PURCHASE_BUYERS ?? 10);
/** Buyers whose decision comes late ('+late': the workflow's first poll, 3 s on): a few, as each waits 3 s. */
const LATE_BUYERS = Number(process.env.BENCH_LATE_DECISION_BUYERS ?? 3);

/** The POST's answer or the GET's: a decision either way once there is one. */
interface FraudAnswer {
  decision?: { category: string } | null;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** The buyer's socket on its private channel, as the checkout page listens: resolves once it is subscribed. */
async function listen(cloud: LocalCloud, buyer: BenchUser) {
  const socket = new WebSocket(`${cloud.url.replace(/^http/, 'ws')}${LIVE_PATH}`);
  const heard: string[] = [];
  let onFrame: (() => void) | undefined;
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data));
    heard.push(frame.kind ?? frame.type);
    onFrame?.();
  });
  const next = (kind: string) =>
    new Promise<void>((done) => {
      onFrame = () => {
        if (heard.includes(kind)) done();
      };
      onFrame();
    });
  await new Promise((open) => socket.once('open', open));
  socket.send(JSON.stringify({ action: 'subscribe', channel: 'user', token: buyer.token }));
  await next('subscribed');
  return { nudged: () => next(FRAUD_DECISION_NUDGE), close: () => socket.close() };
}

/** A decision the provider makes late: the POST leaves it to the workflow, whose nudge has the page read it. */
async function lateDecisionTimes(cloud: LocalCloud, pack: { id: string }, order: object) {
  const buyers = await createFundedUsers(
    cloud.deps,
    LATE_BUYERS,
    { kind: 'credit', cents: 1 },
    () => [],
    '+late',
  );
  const times: number[] = [];
  for (const buyer of buyers) {
    const socket = await listen(cloud, buyer);
    const asked = performance.now();
    const asking = await callJson<FraudAnswer>(`${cloud.url}/api/payments/sift-order-decision/${pack.id}`, {
      method: 'POST',
      token: buyer.token,
      body: order,
    });
    if (asking.status !== 200 || asking.body.decision)
      throw new Error('the late decision was not left to the workflow');
    await socket.nudged();
    const check = await callJson<FraudAnswer>(
      `${cloud.url}/api/payments/sift-order-decision/${pack.id}?drop=true`,
      {
        method: 'GET',
        token: buyer.token,
      },
    );
    if (!check.body.decision) throw new Error('the nudge came before the decision');
    times.push(performance.now() - asked);
    socket.close();
  }
  return times;
}

/**
 * A card purchase as the web makes it, one buyer at a time: the fraud decision (the POST's answer when it has
 * one, else GET every 3 s), then the card checkout with a saved card. Prints the medians of the time to the
 * decision, of the checkout's answer and of the whole purchase (Buy to 'Order Received' without the page).
 */
export async function benchCardPurchase(cloud: LocalCloud) {
  const { deps } = cloud;
  const { pack } = await createPackSale(deps, {
    // One more than the buyers: the late decisions are asked for after they bought.
    quantity: BUYERS + 1,
    nftsPerPack: 1,
    editionsPerNft: BUYERS + 1,
    nftCount: 1,
  });
  const buyers = await createFundedUsers(deps, BUYERS, { kind: 'credit', cents: 1 });
  const order = { price: pack.priceCents / 100, drop: true, action: 'buy' };
  const decided: number[] = [];
  const checkout: number[] = [];
  const total: number[] = [];
  for (const buyer of buyers) {
    await saveCard(deps, buyer.uuid);
    const asked = performance.now();
    let answer = (
      await callJson<FraudAnswer>(`${cloud.url}/api/payments/sift-order-decision/${pack.id}`, {
        method: 'POST',
        token: buyer.token,
        body: order,
      })
    ).body;
    while (!answer.decision) {
      await new Promise((done) => setTimeout(done, FRAUD_DECISION_POLL_INTERVAL_MS));
      answer = (
        await callJson<FraudAnswer>(`${cloud.url}/api/payments/sift-order-decision/${pack.id}?drop=true`, {
          method: 'GET',
          token: buyer.token,
        })
      ).body;
    }
    const known = performance.now();
    const paid = await callJson<{ status?: string }>(`${cloud.url}/api/payments/card_checkout/${pack.id}`, {
      method: 'POST',
      token: buyer.token,
      body: order,
      headers: { 'idempotency-key': `bench-purchase-${buyer.uuid}` },
    });
    if (paid.status !== 200) throw new Error(`the bench card purchase answered ${paid.status}`);
    const done = performance.now();
    decided.push(known - asked);
    checkout.push(done - known);
    total.push(done - asked);
  }
  const late = await lateDecisionTimes(cloud, pack, order);
  const ms = (values: number[]) => `${median(values).toFixed(0)} ms`;
  console.log(`\nCard purchase, ${BUYERS} buyers one after another (medians; targets 1.5 s, 2 s, 2.5 s)`);
  console.log(
    `  fraud decision known ${ms(decided)}  card checkout answered ${ms(checkout)}  asked to Order Received ${ms(total)}`,
  );
  console.log(
    `  a late decision (+late, ${LATE_BUYERS} buyers) known on the socket's nudge ${ms(late)} (the poll: 6 s)`,
  );
}
