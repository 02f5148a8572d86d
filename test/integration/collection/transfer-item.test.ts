import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import { getNftItem, listOwnerItems, platformEdition } from '../../../functions/data/nft-item';
import { listHistory } from '../../../functions/data/ownership-history';
import { getUser } from '../../../functions/data/user';
import { ItemOwnerChangedError } from '../../../functions/domain/collection/errors';
import { historyKind } from '../../../functions/domain/collection/history-kind';
import {
  type TransferInput,
  transferItem,
  transferItemWrites,
} from '../../../functions/domain/collection/transfer-item';
import { readUserBalances } from '../../../functions/domain/ledger/balances';
import { postMovement } from '../../../functions/domain/ledger/post-movement';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { signedInUser } from '../account/support';
import { flakyDb, InjectedFailure } from '../ledger/support';
import { cardLine, giveEdition, nftOf, putCatalogNfts } from './support';

const db = await createTestDb();
const { deps, clock } = createTestDeps(db);
const NFT_ID = 'nft-signed-tour-poster';

beforeAll(async () => {
  await putCatalogNfts(deps);
});

const newUser = async () => (await signedInUser(deps)).user.uuid;

const transferOf = async (
  sequence: number,
  to: string | null,
  orderId = deps.newId(),
): Promise<TransferInput> => {
  const nft = await nftOf(deps, NFT_ID);
  const item = (await getNftItem(db, `${NFT_ID}-${sequence}`)) ?? platformEdition(nft, sequence);
  return {
    nft,
    item,
    to,
    how: 'buy',
    orderId,
    lineItem: cardLine(4000),
    transferId: deps.newId(),
    now: clock.now(),
  };
};

describe('transferItem', () => {
  it('gives a platform edition to a buyer: the item is stored with its acquisition and one history entry', async () => {
    const buyer = await newUser();
    const input = await transferOf(1, buyer);
    expect(await transferItem(db, input)).toEqual({ replayed: false });

    const item = await getNftItem(db, `${NFT_ID}-1`);
    expect(item).toMatchObject({
      owner: buyer,
      sequence: 1,
      ownedAt: clock.now().toISOString(),
      acquisition: { how: 'buy', orderId: input.orderId, lineItem: cardLine(4000) },
      highestSaleCents: 4000,
      visibility: 'public',
      version: 1,
    });
    expect((await listOwnerItems(db, buyer)).map((owned) => owned.id)).toEqual([`${NFT_ID}-1`]);
    const history = await listHistory(db, buyer);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ oldOwner: null, owner: buyer, seller: null, orderId: input.orderId });
    expect(historyKind(history[0] as never, buyer)).toBe('charge');
  });

  it('resells between users: both histories hold the transfer, the seller sees a payment', async () => {
    const [seller, buyer] = [await newUser(), await newUser()];
    const nft = await nftOf(deps, NFT_ID);
    await giveEdition(deps, nft, 2, seller);
    clock.advance(60_000);
    await giveEdition(deps, nft, 2, buyer, { lineItem: cardLine(9000) });

    expect((await getNftItem(db, `${NFT_ID}-2`))?.owner).toBe(buyer);
    expect((await getNftItem(db, `${NFT_ID}-2`))?.highestSaleCents).toBe(9000);
    expect(await listOwnerItems(db, seller)).toEqual([]);
    const [sold] = await listHistory(db, seller);
    const [bought] = await listHistory(db, buyer);
    expect(sold?.id).toBe(bought?.id);
    expect(bought).toMatchObject({ oldOwner: seller, owner: buyer, seller });
    expect(historyKind(sold as never, seller)).toBe('payment');
    expect(historyKind(bought as never, buyer)).toBe('charge');
    expect(await listHistory(db, seller)).toHaveLength(2);
  });

  it('records gifts and the fuser from both sides, and an item sent into the fuser leaves the list', async () => {
    const [giver, receiver] = [await newUser(), await newUser()];
    const nft = await nftOf(deps, NFT_ID);
    await giveEdition(deps, nft, 3, giver, { how: 'pack', bundle: { id: 'pack-1', title: 'Fan Pack' } });
    clock.advance(60_000);
    await giveEdition(deps, nft, 3, receiver, { how: 'gift', lineItem: null });
    clock.advance(60_000);
    await giveEdition(deps, nft, 3, null, { how: 'fusion', lineItem: null });

    const giverKinds = (await listHistory(db, giver)).map((entry) => historyKind(entry, giver));
    expect(giverKinds).toEqual(['gift_sent', 'from_pack']);
    const receiverHistory = await listHistory(db, receiver);
    expect(receiverHistory.map((entry) => historyKind(entry, receiver))).toEqual([
      'sent_to_fuser',
      'gift_received',
    ]);
    expect(receiverHistory[1]?.receiver).toBe(receiver);
    expect(await listOwnerItems(db, receiver)).toEqual([]);
    expect((await getNftItem(db, `${NFT_ID}-3`))?.owner).toBeNull();
  });

  it('lets exactly one of many racing transfers of one edition win, with history written once', async () => {
    const buyers = await Promise.all(Array.from({ length: 8 }, newUser));
    const inputs = await Promise.all(buyers.map((buyer) => transferOf(4, buyer)));
    const outcomes = await Promise.allSettled(inputs.map((input) => transferItem(db, input)));

    const won = outcomes.flatMap((outcome, i) => (outcome.status === 'fulfilled' ? [buyers[i]] : []));
    expect(won).toHaveLength(1);
    for (const outcome of outcomes)
      if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(ItemOwnerChangedError);
    expect((await getNftItem(db, `${NFT_ID}-4`))?.owner).toBe(won[0]);
    const histories = await Promise.all(buyers.map((buyer) => listHistory(db, buyer)));
    expect(histories.flat()).toHaveLength(1);
  });

  it('lets exactly one of two buyers take an item a user resells at the same time', async () => {
    const [seller, first, second] = [await newUser(), await newUser(), await newUser()];
    await giveEdition(deps, await nftOf(deps, NFT_ID), 5, seller);
    const [a, b] = [await transferOf(5, first), await transferOf(5, second)];
    const outcomes = await Promise.allSettled([transferItem(db, a), transferItem(db, b)]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const owner = (await getNftItem(db, `${NFT_ID}-5`))?.owner;
    expect([first, second]).toContain(owner);
    expect(await listHistory(db, seller)).toHaveLength(2);
  });

  it('answers a retry of a transfer that went through as replayed, writing nothing again', async () => {
    const buyer = await newUser();
    const input = await transferOf(6, buyer, 'order-retried');
    await transferItem(db, input);
    expect(await transferItem(db, { ...input, transferId: deps.newId() })).toEqual({ replayed: true });
    expect(await listHistory(db, buyer)).toHaveLength(1);
    expect((await getNftItem(db, `${NFT_ID}-6`))?.version).toBe(1);
    // The same stale read with another order is someone else's purchase: refused.
    await expect(transferItem(db, { ...input, orderId: 'order-other', to: await newUser() })).rejects.toThrow(
      ItemOwnerChangedError,
    );
  });

  it('answers a transfer that committed but whose answer was lost, when retried, as replayed', async () => {
    const buyer = await newUser();
    const input = await transferOf(9, buyer, 'order-lost-answer');
    const faults = ['after', 'none'] as const;
    let call = 0;
    const lossy = flakyDb(db, () => faults[call++] ?? 'none');
    await expect(transferItem(lossy, input)).rejects.toThrow(InjectedFailure);
    expect(await transferItem(lossy, input)).toEqual({ replayed: true });
    expect(await listHistory(db, buyer)).toHaveLength(1);
  });

  it('tries again when a concurrent transaction on the item cancelled its own', async () => {
    const buyer = await newUser();
    let conflicts = 1;
    const send = async (command: unknown) => {
      if (command instanceof TransactWriteCommand && conflicts-- > 0)
        throw new TransactionCanceledException({
          message: 'Transaction cancelled',
          $metadata: {},
          CancellationReasons: [{ Code: 'TransactionConflict' }, { Code: 'None' }],
        });
      return db.client.send(command as TransactWriteCommand);
    };
    const conflicting: Db = {
      ...db,
      client: new Proxy(db.client, {
        get: (target, name, receiver) => (name === 'send' ? send : Reflect.get(target, name, receiver)),
      }),
    };
    expect(await transferItem(conflicting, await transferOf(10, buyer))).toEqual({ replayed: false });
    expect((await getNftItem(db, `${NFT_ID}-10`))?.owner).toBe(buyer);
  });

  it('goes into a purchase transaction with the money: when the item is taken, no money moves', async () => {
    const [early, late] = [await newUser(), await newUser()];
    const fund = (user: string) =>
      postMovement(
        { db, now: clock.now(), newId: deps.newId },
        {
          idempotencyKey: `fund-${user}`,
          kind: 'top-up',
          legs: [
            { account: { kind: 'clearing', currency: 'USD' }, amount: -5000 },
            { account: { kind: 'usd', userUuid: user }, amount: 5000 },
          ],
        },
      );
    await fund(early);
    await fund(late);
    const purchase = async (buyer: string, input: TransferInput) =>
      postMovement(
        { db, now: clock.now(), newId: deps.newId },
        {
          idempotencyKey: `purchase-${buyer}`,
          kind: 'purchase',
          legs: [
            { account: { kind: 'usd', userUuid: buyer }, amount: -4000 },
            { account: { kind: 'revenue' }, amount: 4000 },
          ],
        },
        transferItemWrites(db, input),
      );
    // Both read the edition while the platform held it.
    const [forEarly, forLate] = [await transferOf(7, early), await transferOf(7, late)];
    await purchase(early, forEarly);
    const failed = await purchase(late, forLate).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(TransactionCanceledException);
    const reasons = (failed as TransactionCanceledException).CancellationReasons ?? [];
    // The legs' two writes each come first, then the transfer's item write.
    expect(reasons[4]?.Code).toBe('ConditionalCheckFailed');

    const lateUser = await getUser(db, late);
    const earlyUser = await getUser(db, early);
    if (!lateUser || !earlyUser) throw new Error('users missing');
    expect((await readUserBalances(db, lateUser, clock.now())).usdCents).toBe(5000);
    expect((await readUserBalances(db, earlyUser, clock.now())).usdCents).toBe(1000);
    expect((await getNftItem(db, `${NFT_ID}-7`))?.owner).toBe(early);
    expect(await listHistory(db, late)).toEqual([]);
  });

  it('refuses writes that make no sense: an edition of another NFT, or a transfer to the current owner', async () => {
    const owner = await newUser();
    await giveEdition(deps, await nftOf(deps, NFT_ID), 8, owner);
    const input = await transferOf(8, owner);
    expect(() => transferItemWrites(db, input)).toThrow(/already belongs/);
    const other = await nftOf(deps, 'nft-test-pressing');
    expect(() => transferItemWrites(db, { ...input, nft: other, to: null })).toThrow(/not an edition/);
  });
});
