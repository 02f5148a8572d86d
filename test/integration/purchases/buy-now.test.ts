import { beforeAll, describe, expect, it } from 'vitest';
import { getAuction } from '../../../functions/data/auction';
import type { Db } from '../../../functions/data/db';
import { transactWrite } from '../../../functions/data/db';
import { getNftItem } from '../../../functions/data/nft-item';
import { getOrder } from '../../../functions/data/order';
import { putNewShippingAddress } from '../../../functions/data/shipping-address';
import type { ManualClock } from '../../../functions/lib/clock';
import type { Deps } from '../../../functions/lib/deps';
import { AuctionType } from '../../../shared/domain/enums';
import { messages } from '../../../shared/domain/messages';
import { callApi } from '../../support/api';
import { commandsDuring, transactsOn } from '../../support/commands-sent';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { bidder, START } from '../bids/support';
import { balanceOf, saveCard, TEST_CARDS } from '../payment-service/support';
import {
  acceptFraudCheck,
  balancePath,
  callAs,
  cardPath,
  putAuctionSale,
  usdBuyBody,
} from './auction-support';

let db: Db;
let deps: Deps;
let clock: ManualClock;

beforeAll(async () => {
  db = await createTestDb();
  ({ deps, clock } = createTestDeps(db));
});

/** A verified buyer with $1,000 of prepaid USD and an accepted fraud check of a Buy Now of `totalCents`. */
async function usdBuyer(auctionId: string, totalCents: number) {
  const buyer = await bidder(deps, 100_000);
  await acceptFraudCheck(deps, buyer.user.uuid, auctionId, totalCents);
  return buyer.user;
}

const ownerOf = async (itemId: string) => (await getNftItem(db, itemId))?.owner ?? null;
const editionsOf = (answer: { body: { data: { items: { edition: number }[] } } }) =>
  answer.body.data.items.map((item) => item.edition);

describe('Buy Now', () => {
  it('buys fixed price editions from prepaid USD, and the last unit marks the auction sold out', async () => {
    const { auction } = await putAuctionSale(deps, AuctionType.fixedPrice, { initialQuantity: 3 });
    const first = await usdBuyer(auction.id, 4_000);

    const answer = await callAs(deps, first, balancePath(auction.id), usdBuyBody(4_000, 2));

    expect(answer.status).toBe(200);
    expect(answer.body.data.items).toHaveLength(2);
    for (const item of answer.body.data.items) expect(await ownerOf(item.id)).toBe(first.uuid);
    expect(await balanceOf(deps, { kind: 'usd', userUuid: first.uuid })).toBe(100_000 - 4_000);
    expect(await getOrder(db, answer.body.data.bid_id)).toMatchObject({ status: 'paid', priceCents: 4_000 });
    expect((await getAuction(db, auction.id))?.soldOut).toBe(false);

    const second = await usdBuyer(auction.id, 4_000);
    const tooMany = await callAs(deps, second, balancePath(auction.id), usdBuyBody(4_000, 2));
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.detail).toBe('Only 1 left.');

    await acceptFraudCheck(deps, second.uuid, auction.id, 2_000);
    const last = await callAs(deps, second, balancePath(auction.id), usdBuyBody(2_000));
    expect(last.status).toBe(200);
    expect((await getAuction(db, auction.id))?.soldOut).toBe(true);

    const late = await callAs(
      deps,
      await usdBuyer(auction.id, 2_000),
      balancePath(auction.id),
      usdBuyBody(2_000),
    );
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe(messages.auctionSoldOut);
  });

  it('reads the auction, the purchase, the buyer, their count and their fraud check in one call, then the NFT', async () => {
    const { auction } = await putAuctionSale(deps, AuctionType.fixedPrice, { initialQuantity: 3 });
    const buyer = await usdBuyer(auction.id, 2_000);

    const { answer, names } = await commandsDuring(deps, () =>
      callAs(deps, buyer, balancePath(auction.id), usdBuyBody(2_000), 'key-reads'),
    );

    expect(answer.status).toBe(200);
    expect(names.slice(0, 2)).toEqual([
      'BatchGetCommand AUCTION PURCHASE PROFILE ACQUIRED FRAUD_CHECK',
      'GetCommand NFT',
    ]);
  });

  it('sells fixed price sequential editions in sequence order', async () => {
    const { auction } = await putAuctionSale(deps, AuctionType.fixedPriceSequential, { initialQuantity: 5 });
    const editions: number[][] = [];
    for (const quantity of [1, 2, 1]) {
      const buyer = await usdBuyer(auction.id, 2_000 * quantity);
      const answer = await callAs(
        deps,
        buyer,
        balancePath(auction.id),
        usdBuyBody(2_000 * quantity, quantity),
      );
      expect(answer.status).toBe(200);
      editions.push(editionsOf(answer).sort((a, b) => a - b));
    }
    expect(editions).toEqual([[1], [2, 3], [4]]);
  });

  it('sells a Dutch auction at its price at the moment, refusing the price the buyer saw before a drop', async () => {
    const { auction } = await putAuctionSale(deps, AuctionType.dutch, {
      priceCents: 10_000,
      floorPriceCents: 5_000,
      reductionAmountCents: 1_000,
      interval: { nextRun: START, every: 1, period: 'hours' },
    });
    clock.set('2026-06-01T03:30:00.000Z');
    try {
      const buyer = await usdBuyer(auction.id, 10_000);
      const stale = await callAs(deps, buyer, balancePath(auction.id), usdBuyBody(10_000));
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('price_changed');

      await acceptFraudCheck(deps, buyer.uuid, auction.id, 7_000);
      const answer = await callAs(deps, buyer, balancePath(auction.id), usdBuyBody(7_000));
      expect(answer.status).toBe(200);
      expect(await getOrder(db, answer.body.data.bid_id)).toMatchObject({ priceCents: 7_000 });
    } finally {
      clock.set('2026-06-01T12:00:00.000Z');
    }
  });

  it('never runs out of an open edition: editions past the quantity, each numbered once', async () => {
    const { auction } = await putAuctionSale(deps, AuctionType.open, { initialQuantity: 2 });
    const answers = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const buyer = await usdBuyer(auction.id, 4_000);
        return callAs(deps, buyer, balancePath(auction.id), usdBuyBody(4_000, 2));
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const ids = answers.flatMap((answer) => answer.body.data.items.map((item: { id: string }) => item.id));
    expect(new Set(ids).size).toBe(8);
    expect((await getAuction(db, auction.id))?.soldOut).toBe(false);
  });

  it('never oversells: 30 buyers racing for 10 units, 10 get one', async () => {
    const { auction, nft } = await putAuctionSale(deps, AuctionType.fixedPrice, { initialQuantity: 10 });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => usdBuyer(auction.id, 2_000)));

    const answers = await Promise.all(
      buyers.map((buyer) => callAs(deps, buyer, balancePath(auction.id), usdBuyBody(2_000))),
    );

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(20);
    const owners = await Promise.all(
      Array.from({ length: nft.quantity }, (_, i) => ownerOf(`${nft.id}-${i + 1}`)),
    );
    expect(owners.every((owner) => owner !== null)).toBe(true);
    expect(new Set(owners).size).toBe(10);
    expect((await getAuction(db, auction.id))?.soldOut).toBe(true);
  }, 90_000);

  it('lets the first buyers of a fresh auction, all at once, each take a unit in one transaction', async () => {
    const { auction } = await putAuctionSale(deps, AuctionType.fixedPrice, { initialQuantity: 160 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => usdBuyer(auction.id, 2_000)));
    const { answer: answers, commands } = await commandsDuring(deps, () =>
      Promise.all(buyers.map((buyer) => callAs(deps, buyer, balancePath(auction.id), usdBuyBody(2_000)))),
    );

    expect(answers.map((answer) => answer.status)).toEqual(buyers.map(() => 200));
    // A shard never sold from counts as its share: no buyer creates the shards first, only to be cancelled by another.
    expect(commands.filter(transactsOn('STOCK#'))).toHaveLength(8);
  }, 60_000);

  it('holds one user racing 5 buys to the per-account limit of 2, and GET /auction tells them', async () => {
    const { auction } = await putAuctionSale(deps, AuctionType.fixedPrice, { maxPerAccount: 2 });
    const buyer = await usdBuyer(auction.id, 2_000);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => callAs(deps, buyer, balancePath(auction.id), usdBuyBody(2_000))),
    );

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => answer.status)).toEqual([409, 409, 409]);
    for (const answer of refused) expect(answer.body.detail).toBe(messages.purchaseLimitReached);
    expect(await balanceOf(deps, { kind: 'usd', userUuid: buyer.uuid })).toBe(100_000 - 4_000);

    const detailFor = async (uuid: string) => {
      const token = await deps.sessions.issueIdToken({ uuid, emailVerified: true });
      const path = `/api/auction/${auction.id}`;
      return (await callApi(deps, 'GET', path, undefined, { headers: { authorization: `Bearer ${token}` } }))
        .body;
    };
    expect((await detailFor(buyer.uuid)).reached_purchase_limit).toBe(true);
    expect((await detailFor((await usdBuyer(auction.id, 2_000)).uuid)).reached_purchase_limit).toBe(false);
  }, 90_000);

  it('charges once for a retry with the same Idempotency-Key, concurrent or not', async () => {
    const { auction } = await putAuctionSale(deps, AuctionType.fixedPrice);
    const buyer = await usdBuyer(auction.id, 2_000);
    const body = usdBuyBody(2_000);

    const [first, twin] = await Promise.all([
      callAs(deps, buyer, balancePath(auction.id), body, 'buy-1'),
      callAs(deps, buyer, balancePath(auction.id), body, 'buy-1'),
    ]);
    const retry = await callAs(deps, buyer, balancePath(auction.id), body, 'buy-1');

    expect([first.status, twin.status, retry.status]).toEqual([200, 200, 200]);
    expect(twin.body).toEqual(first.body);
    expect(retry.body).toEqual(first.body);
    expect(await balanceOf(deps, { kind: 'usd', userUuid: buyer.uuid })).toBe(100_000 - 2_000);
  }, 90_000);

  it('refuses a Visa card on an Amex-only auction and takes an Amex card', async () => {
    const { auction } = await putAuctionSale(deps, AuctionType.fixedPrice, { amexOnly: true });
    const buyer = await usdBuyer(auction.id, 2_000);
    const visa = await saveCard(deps, buyer.uuid, TEST_CARDS.approved);
    const amex = await saveCard(deps, buyer.uuid, TEST_CARDS.amex);
    const body = (cardId: string) => ({ price: 20, drop: false, action: 'buy', card_id: cardId });

    const refused = await callAs(deps, buyer, cardPath(auction.id), body(visa.cardId));
    const bought = await callAs(deps, buyer, cardPath(auction.id), body(amex.cardId));

    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(messages.amexCardRequired);
    expect(bought.status).toBe(200);
    expect(bought.body.data.items).toHaveLength(1);
  });

  it('ships a physical item only to one of the buyer’s addresses in a country it ships to', async () => {
    const physicalItem = {
      title: 'Tee',
      description: 'A shirt.',
      thumbnailKey: 'media/tee.svg',
      shippingCountries: ['US'],
      isShirtIncluded: true,
    };
    const { auction } = await putAuctionSale(deps, AuctionType.fixedPrice, { physicalItem });
    const buyer = await usdBuyer(auction.id, 2_000);
    const address = (uuid: string, country: string) =>
      putNewShippingAddress(db, {
        uuid,
        userUuid: buyer.uuid,
        createdAt: clock.now().toISOString(),
        full_name: 'Ada Lovelace',
        address: '1 Main St',
        additional_address: '',
        city: 'Springfield',
        state: country === 'US' ? 'Illinois' : '',
        zip_code: '62701',
        country,
        shirt_size: 3,
      });
    await transactWrite(db, [address('addr-us', 'US'), address('addr-fr', 'FR')]);
    const buy = (addressUUID?: string) =>
      callAs(deps, buyer, balancePath(auction.id), usdBuyBody(2_000, 1, addressUUID ? { addressUUID } : {}));

    const none = await buy();
    const abroad = await buy('addr-fr');
    const unknown = await buy('addr-not-mine');
    const shipped = await buy('addr-us');

    expect([none.status, abroad.status, unknown.status]).toEqual([422, 422, 422]);
    expect(abroad.body.detail).toBe(messages.shippingCountryNotServed);
    expect(shipped.status).toBe(200);
  });
});
