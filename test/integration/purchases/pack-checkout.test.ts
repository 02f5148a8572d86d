import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Db, transactWrite } from '../../../functions/data/db';
import { setDropPackSoldOut } from '../../../functions/data/drop';
import { getOrder } from '../../../functions/data/order';
import { getPack, setPackSoldOut } from '../../../functions/data/pack';
import { STOCK_SHARDS } from '../../../functions/data/pack-inventory';
import type { Deps } from '../../../functions/lib/deps';
import { messages } from '../../../shared/domain/messages';
import { callApi } from '../../support/api';
import { commandsDuring, commandsSent } from '../../support/commands-sent';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { signedInUser } from '../account/support';
import { balanceOf, fund, saveCard, TEST_CARDS } from '../payment-service/support';
import {
  balanceBody,
  cardBody,
  checkout,
  creditBuyer,
  editionOwners,
  putFraudDecision,
  putPackSale,
} from './support';

let db: Db;
let deps: Deps;

beforeAll(async () => {
  db = await createTestDb();
  ({ deps } = createTestDeps(db));
});

const balancePath = (packId: string) => `/api/payments/balance_checkout/${packId}`;

const credit = (userUuid: string) => ({ kind: 'credit' as const, userUuid });

describe('pack checkout', () => {
  it('buys a pack with marketplace credit: the buyer owns the drawn editions and the answer lists them', async () => {
    const { pack, nfts } = await putPackSale(deps, { quantity: 5, nftsPerPack: 3, editions: [10, 5] });
    const buyer = await creditBuyer(deps, pack, 10_000);

    const answer = await checkout(deps, buyer.user.uuid, balancePath(pack.id), balanceBody(pack), 'key-1');

    expect(answer.status).toBe(200);
    const { bid_id: orderId, items } = answer.body.data;
    expect(items).toHaveLength(3);
    expect(new Set(items.map((item: { id: string }) => item.id)).size).toBe(3);
    const owners = await editionOwners(deps, nfts);
    for (const item of items) expect(owners.get(item.id)).toBe(buyer.user.uuid);
    expect([...owners.values()].filter((owner) => owner !== null)).toHaveLength(3);
    expect(await balanceOf(deps, credit(buyer.user.uuid))).toBe(10_000 - pack.priceCents);
    expect(await getOrder(db, orderId)).toMatchObject({ status: 'paid', userUuid: buyer.user.uuid });
  });

  it('reads all a purchase checks in two calls before it reserves a unit', async () => {
    const { pack } = await putPackSale(deps, { quantity: 5, nftsPerPack: 3, editions: [10, 5] });
    const buyer = await creditBuyer(deps, pack, 10_000);
    const { answer, names } = await commandsDuring(deps, () =>
      checkout(deps, buyer.user.uuid, balancePath(pack.id), balanceBody(pack), 'key-1'),
    );

    expect(answer.status).toBe(200);
    // The pack with the Idempotency-Key's purchase; then, for a pack on sale, its drop, the buyer's fraud check,
    // its NFTs (for the delivery) and its stock shards; then the reservation.
    expect(names.slice(0, 3)).toEqual([
      'BatchGetCommand PACK PURCHASE',
      'BatchGetCommand DROP FRAUD_CHECK NFT×2 STOCK×16',
      'TransactWriteCommand',
    ]);
  });

  it('buys a pack with the default saved card, or with the card named by card_id', async () => {
    const { pack } = await putPackSale(deps, { quantity: 2, nftsPerPack: 2, editions: [4] });
    const buyer = await signedInUser(deps);
    await saveCard(deps, buyer.user.uuid, TEST_CARDS.approved);
    const amex = await saveCard(deps, buyer.user.uuid, TEST_CARDS.amex);
    await putFraudDecision(deps, buyer.user.uuid, pack);
    const path = `/api/payments/card_checkout/${pack.id}`;

    const byDefault = await checkout(deps, buyer.user.uuid, path, cardBody(pack));
    const named = await checkout(deps, buyer.user.uuid, path, cardBody(pack, { card_id: amex.cardId }));

    expect(byDefault.status).toBe(200);
    expect(byDefault.body.data.items).toHaveLength(2);
    expect(await getOrder(db, byDefault.body.data.bid_id)).toMatchObject({
      status: 'paid',
      payment: { type: 'card', last4: '4242' },
    });
    expect(await getOrder(db, named.body.data.bid_id)).toMatchObject({
      status: 'paid',
      payment: { type: 'card', last4: '0005' },
    });
  });

  it('buys a pack with a prepaid coin through the crypto checkout and through the balance checkout', async () => {
    const { pack } = await putPackSale(deps, { quantity: 2, nftsPerPack: 1, editions: [2] });
    const buyer = await signedInUser(deps);
    const eth = { kind: 'coin' as const, userUuid: buyer.user.uuid, coin: 'ETH' as const };
    await fund(deps, eth, 100_000_000);
    await putFraudDecision(deps, buyer.user.uuid, pack);

    const crypto = await checkout(
      deps,
      buyer.user.uuid,
      `/api/payments/bitgo-crypto-checkout/${pack.id}/eth`,
      {
        drop: true,
      },
    );
    const afterCrypto = await balanceOf(deps, eth);
    const balance = await checkout(
      deps,
      buyer.user.uuid,
      balancePath(pack.id),
      balanceBody(pack, { coin: 'ETH' }),
    );

    expect(crypto.status).toBe(200);
    expect(balance.status).toBe(200);
    expect(afterCrypto).toBeLessThan(100_000_000);
    expect(await balanceOf(deps, eth)).toBeLessThan(afterCrypto);
    expect(await getOrder(db, crypto.body.data.bid_id)).toMatchObject({
      payment: { type: 'coin', coin: 'ETH' },
    });
  });

  it('gives the unit back when the card declines, so the next buyer gets it', async () => {
    const { pack } = await putPackSale(deps, { quantity: 1, nftsPerPack: 1, editions: [1] });
    const declined = await signedInUser(deps);
    await saveCard(deps, declined.user.uuid, TEST_CARDS.chargeDeclined);
    await putFraudDecision(deps, declined.user.uuid, pack);
    const next = await creditBuyer(deps, pack, 5_000);

    const refused = await checkout(
      deps,
      declined.user.uuid,
      `/api/payments/card_checkout/${pack.id}`,
      cardBody(pack),
    );
    const bought = await checkout(deps, next.user.uuid, balancePath(pack.id), balanceBody(pack));
    const soldOut = await checkout(deps, next.user.uuid, balancePath(pack.id), balanceBody(pack));

    expect(refused).toMatchObject({ status: 400, body: { detail: messages.paymentFailed } });
    expect(bought.status).toBe(200);
    expect(soldOut).toMatchObject({ status: 409, body: { code: 'sold_out' } });
  });

  it('shows the pack and its drop sold out once the last unit goes, and on sale again when a payment gives it back', async () => {
    const { pack, drop } = await putPackSale(deps, { quantity: 2, nftsPerPack: 1, editions: [2] });
    const shown = async () => {
      const answer = await callApi(deps, 'GET', `/api/auction/drops/${drop.id}`);
      const body = answer.body as { sold_out: boolean; drops: { id: string; sold_out: boolean }[] };
      return { drop: body.sold_out, pack: body.drops.find((line) => line.id === pack.id)?.sold_out };
    };
    const first = await creditBuyer(deps, pack, 5_000);
    expect((await checkout(deps, first.user.uuid, balancePath(pack.id), balanceBody(pack))).status).toBe(200);
    expect(await shown()).toEqual({ drop: false, pack: false });

    // The last unit is reserved by a card that is then declined: sold out while reserved, on sale after.
    const declined = await signedInUser(deps);
    await saveCard(deps, declined.user.uuid, TEST_CARDS.chargeDeclined);
    await putFraudDecision(deps, declined.user.uuid, pack);
    const refused = await checkout(
      deps,
      declined.user.uuid,
      `/api/payments/card_checkout/${pack.id}`,
      cardBody(pack),
    );
    expect(refused.status).toBe(400);
    expect(await shown()).toEqual({ drop: false, pack: false });
    expect((await getPack(db, pack.id))?.soldOut).toBe(false);

    const last = await creditBuyer(deps, pack, 5_000);
    expect((await checkout(deps, last.user.uuid, balancePath(pack.id), balanceBody(pack))).status).toBe(200);
    expect(await shown()).toEqual({ drop: true, pack: true });
    const list = await callApi(deps, 'GET', '/api/auction/drops');
    const listed = (list.body as { results: { id: string; sold_out: boolean }[] }).results.find(
      (line) => line.id === drop.id,
    );
    expect(listed?.sold_out).toBe(true);
    const late = await creditBuyer(deps, pack, 5_000);
    const sent = commandsSent(deps);
    const refusedLate = await checkout(deps, late.user.uuid, balancePath(pack.id), balanceBody(pack));
    sent.stop();
    expect(refusedLate.status).toBe(409);
    // A rush's late buyers cost the table one call of two reads each: the pack's mark and the Idempotency-Key's
    // purchase.
    expect(sent.names).toEqual(['BatchGetCommand PACK PURCHASE']);
  });

  it('lets one of the buyers who find every shard empty at once mark the pack sold out, not each of them', async () => {
    const { pack } = await putPackSale(deps, { quantity: 1, nftsPerPack: 1, editions: [1] });
    const first = await creditBuyer(deps, pack, 5_000);
    expect((await checkout(deps, first.user.uuid, balancePath(pack.id), balanceBody(pack))).status).toBe(200);
    // As if the last buyer's marking never happened (its process died): the shards are empty, the pack says on sale.
    await transactWrite(db, [
      setPackSoldOut(db, pack.id, false),
      setDropPackSoldOut(db, pack.dropId, { index: 0, packId: pack.id }, { pack: false, drop: false }),
    ]);
    const late = await Promise.all(Array.from({ length: 8 }, () => creditBuyer(deps, pack, 5_000)));
    const markings: number[] = [];
    const client = deps.db.client as unknown as { send: (command: object) => Promise<unknown> };
    const send = client.send;
    client.send = (command) => {
      if (command instanceof TransactWriteCommand && (command.input.TransactItems?.length ?? 0) > 2)
        markings.push(command.input.TransactItems?.length ?? 0);
      return send.call(client, command);
    };
    const answers = await Promise.all(
      late.map((buyer) => checkout(deps, buyer.user.uuid, balancePath(pack.id), balanceBody(pack))),
    ).finally(() => {
      client.send = send;
    });

    expect(answers.map((answer) => answer.body.code)).toEqual(Array(8).fill('sold_out'));
    // One transaction of every shard and the pack (and its drop line), sent by the one buyer its claim elected.
    expect(markings).toEqual([STOCK_SHARDS + 2]);
    expect((await getPack(db, pack.id))?.soldOut).toBe(true);
  });

  it('refuses a short balance with "Choose another payment method" and keeps the unit on sale', async () => {
    const { pack } = await putPackSale(deps, { quantity: 1, nftsPerPack: 1, editions: [1] });
    const poor = await creditBuyer(deps, pack, 100);
    const rich = await creditBuyer(deps, pack, 5_000);

    const refused = await checkout(deps, poor.user.uuid, balancePath(pack.id), balanceBody(pack));
    const bought = await checkout(deps, rich.user.uuid, balancePath(pack.id), balanceBody(pack));

    expect(refused).toMatchObject({ status: 409, body: { detail: messages.chooseAnotherPaymentMethod } });
    expect(bought.status).toBe(200);
    expect(await balanceOf(deps, credit(poor.user.uuid))).toBe(100);
  });

  it('holds each account to the pack limit', async () => {
    const { pack } = await putPackSale(deps, {
      quantity: 5,
      nftsPerPack: 1,
      editions: [5],
      purchaseLimit: 1,
    });
    const buyer = await creditBuyer(deps, pack, 10_000);

    const first = await checkout(deps, buyer.user.uuid, balancePath(pack.id), balanceBody(pack), 'a');
    const second = await checkout(deps, buyer.user.uuid, balancePath(pack.id), balanceBody(pack), 'b');

    expect(first.status).toBe(200);
    expect(second).toMatchObject({ status: 403, body: { detail: messages.purchaseLimitReached } });
    expect(await balanceOf(deps, credit(buyer.user.uuid))).toBe(10_000 - pack.priceCents);
  });

  it('needs a finished fraud check: none, pending, errored or a warning not accepted refuse; an accepted warning passes', async () => {
    const { pack } = await putPackSale(deps, { quantity: 5, nftsPerPack: 1, editions: [5] });
    const buyer = await creditBuyer(deps, pack, 10_000);
    const other = await signedInUser(deps);
    await fund(deps, credit(other.user.uuid), 10_000);
    const buy = (userUuid: string, extra = {}) =>
      checkout(deps, userUuid, balancePath(pack.id), balanceBody(pack, extra));

    const none = await buy(other.user.uuid);
    await putFraudDecision(deps, buyer.user.uuid, pack, 'accept', 'pending');
    const pending = await buy(buyer.user.uuid);
    await putFraudDecision(deps, buyer.user.uuid, pack, 'accept', 'error');
    const errored = await buy(buyer.user.uuid);
    await putFraudDecision(deps, buyer.user.uuid, pack, 'block');
    const blocked = await buy(buyer.user.uuid);
    await putFraudDecision(deps, buyer.user.uuid, pack, 'warn');
    const continued = await buy(buyer.user.uuid, { fraud_warning_accepted: true });

    for (const refused of [none, pending, errored])
      expect(refused).toMatchObject({ status: 403, body: { code: 'fraud_check_required' } });
    expect(blocked).toMatchObject({ status: 403, body: { code: 'fraud_check_refused' } });
    expect(continued.status).toBe(200);
    expect(await balanceOf(deps, credit(other.user.uuid))).toBe(10_000);
  });

  it('answers 404 for an unknown pack and 409 for a price that changed', async () => {
    const { pack } = await putPackSale(deps, { quantity: 1, nftsPerPack: 1, editions: [1] });
    const buyer = await creditBuyer(deps, pack, 10_000);

    const unknown = await checkout(deps, buyer.user.uuid, balancePath('pack-nope'), balanceBody(pack));
    const changed = await checkout(deps, buyer.user.uuid, balancePath(pack.id), { price: 1, drop: true });

    expect(unknown.status).toBe(404);
    expect(changed).toMatchObject({ status: 409, body: { code: 'price_changed' } });
  });
});
