import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Db, transactWrite } from '../../../functions/data/db';
import { readStockShards, takeStockUnit } from '../../../functions/data/pack-inventory';
import type { Deps } from '../../../functions/lib/deps';
import { commandsDuring, transactsOn } from '../../support/commands-sent';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { balanceOf } from '../payment-service/support';
import { balanceBody, checkout, creditBuyer, editionOwners, putPackSale } from './support';

let db: Db;
let deps: Deps;

beforeAll(async () => {
  db = await createTestDb();
  ({ deps } = createTestDeps(db));
});

const balancePath = (packId: string) => `/api/payments/balance_checkout/${packId}`;
const credit = (userUuid: string) => ({ kind: 'credit' as const, userUuid });

describe('a drop rush', () => {
  it('sells 10 packs to exactly 10 of 30 concurrent buyers, each edition to one owner, no money from the others', async () => {
    // 10 packs of 2 need 20 editions: exactly what the two NFTs hold, so the last draws find the last editions.
    const { pack, nfts } = await putPackSale(deps, { quantity: 10, nftsPerPack: 2, editions: [15, 5] });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => creditBuyer(deps, pack, 10_000)));

    const answers = await Promise.all(
      buyers.map((buyer) => checkout(deps, buyer.user.uuid, balancePath(pack.id), balanceBody(pack))),
    );

    const paid = answers.filter((answer) => answer.status === 200);
    expect(paid).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 409 && answer.body.code === 'sold_out')).toHaveLength(
      20,
    );
    const received = paid.flatMap((answer) => answer.body.data.items.map((item: { id: string }) => item.id));
    expect(new Set(received).size).toBe(20);
    const owners = await editionOwners(deps, nfts);
    expect([...owners.values()].filter((owner) => owner !== null)).toHaveLength(20);
    const balances = await Promise.all(buyers.map((buyer) => balanceOf(deps, credit(buyer.user.uuid))));
    expect(balances.filter((balance) => balance === 10_000 - pack.priceCents)).toHaveLength(10);
    expect(balances.filter((balance) => balance === 10_000)).toHaveLength(20);
  }, 90_000);
});

describe('the first buyers of a pack', () => {
  it('all at once, each reserve in one transaction: none is cancelled creating a stock shard another created', async () => {
    const { pack } = await putPackSale(deps, { quantity: 320, nftsPerPack: 1, editions: [400] });
    const buyers = await Promise.all(Array.from({ length: 16 }, () => creditBuyer(deps, pack, 10_000)));
    const { answer: answers, commands } = await commandsDuring(deps, () =>
      Promise.all(
        buyers.map((buyer) => checkout(deps, buyer.user.uuid, balancePath(pack.id), balanceBody(pack))),
      ),
    );

    expect(answers.map((answer) => answer.status)).toEqual(buyers.map(() => 200));
    expect(commands.filter(transactsOn(`PACK#${pack.id}#STOCK#`))).toHaveLength(16);
  }, 60_000);

  it('never creates, by a take, a shard whose share is none (a pack of fewer units than shards)', async () => {
    const { pack } = await putPackSale(deps, { quantity: 3, nftsPerPack: 1, editions: [3] });
    await expect(transactWrite(db, [takeStockUnit(db, pack, 5)])).rejects.toThrow(
      TransactionCanceledException,
    );
    await transactWrite(db, [takeStockUnit(db, pack, 2)]);
    expect((await readStockShards(db, pack.id)).slice(0, 6)).toEqual([
      undefined,
      undefined,
      0,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('a retried checkout', () => {
  it('with the same Idempotency-Key answers the first result and charges once (sequential)', async () => {
    const { pack, nfts } = await putPackSale(deps, { quantity: 5, nftsPerPack: 2, editions: [10] });
    const buyer = await creditBuyer(deps, pack, 10_000);

    const first = await checkout(deps, buyer.user.uuid, balancePath(pack.id), balanceBody(pack), 'retry-1');
    const again = await checkout(deps, buyer.user.uuid, balancePath(pack.id), balanceBody(pack), 'retry-1');
    const other = await checkout(deps, buyer.user.uuid, balancePath(pack.id), balanceBody(pack), 'retry-2');

    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(other.body.data.bid_id).not.toBe(first.body.data.bid_id);
    expect(await balanceOf(deps, credit(buyer.user.uuid))).toBe(10_000 - 2 * pack.priceCents);
    const owners = await editionOwners(deps, nfts);
    expect([...owners.values()].filter((owner) => owner === buyer.user.uuid)).toHaveLength(4);
  });

  it('refuses the same Idempotency-Key for another pack or another payment method (409), charging nothing', async () => {
    const { pack } = await putPackSale(deps, { quantity: 2, nftsPerPack: 1, editions: [2] });
    const { pack: otherPack } = await putPackSale(deps, { quantity: 2, nftsPerPack: 1, editions: [2] });
    const buyer = await creditBuyer(deps, pack, 10_000);

    const first = await checkout(deps, buyer.user.uuid, balancePath(pack.id), balanceBody(pack), 'reused');
    const samePackOtherSource = await checkout(
      deps,
      buyer.user.uuid,
      balancePath(pack.id),
      balanceBody(pack, { source: 'usd' }),
      'reused',
    );
    const otherPackCall = await checkout(
      deps,
      buyer.user.uuid,
      balancePath(otherPack.id),
      balanceBody(otherPack),
      'reused',
    );

    expect(first.status).toBe(200);
    expect(samePackOtherSource).toMatchObject({ status: 409, body: { code: 'idempotency_key_reused' } });
    expect(otherPackCall).toMatchObject({ status: 409, body: { code: 'idempotency_key_reused' } });
    expect(await balanceOf(deps, credit(buyer.user.uuid))).toBe(10_000 - pack.priceCents);
  });

  it('with the same Idempotency-Key sent 6 times at once reserves, charges and delivers once', async () => {
    const { pack, nfts } = await putPackSale(deps, { quantity: 3, nftsPerPack: 2, editions: [6] });
    const buyer = await creditBuyer(deps, pack, 10_000);

    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        checkout(deps, buyer.user.uuid, balancePath(pack.id), balanceBody(pack), 'burst'),
      ),
    );

    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    const orderIds = new Set(answers.map((answer) => answer.body.data.bid_id));
    expect(orderIds.size).toBe(1);
    const itemSets = new Set(
      answers.map((answer) =>
        JSON.stringify(answer.body.data.items.map((item: { id: string }) => item.id).sort()),
      ),
    );
    expect(itemSets.size).toBe(1);
    expect(await balanceOf(deps, credit(buyer.user.uuid))).toBe(10_000 - pack.priceCents);
    const owners = await editionOwners(deps, nfts);
    expect([...owners.values()].filter((owner) => owner !== null)).toHaveLength(2);
    // Two packs remain on sale: the burst took one unit.
    const others = await Promise.all([1, 2, 3].map(() => creditBuyer(deps, pack, 10_000)));
    const rest = await Promise.all(
      others.map((other) => checkout(deps, other.user.uuid, balancePath(pack.id), balanceBody(pack))),
    );
    expect(rest.filter((answer) => answer.status === 200)).toHaveLength(2);
  });
});
