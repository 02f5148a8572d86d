import { beforeAll, describe, expect, it } from 'vitest';
import { getAuctionPurchase } from '../../../functions/data/auction-purchase';
import { getListing } from '../../../functions/data/listing';
import type { NftRecord } from '../../../functions/data/nft';
import { getNftItem } from '../../../functions/data/nft-item';
import { getOrder } from '../../../functions/data/order';
import { messages } from '../../../shared/domain/messages';
import { saleSplit } from '../../../shared/rules/resale';
import { callApi } from '../../support/api';
import { commandsDuring } from '../../support/commands-sent';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import type { SignedInUser } from '../account/support';
import { bidder } from '../bids/support';
import { putCatalogNfts } from '../collection/support';
import { ledgerViolations } from '../ledger/support';
import { balanceOf, saveCard, TEST_CARDS } from '../payment-service/support';
import { acceptFraudCheck, balancePath, callAs, cardPath, usdBuyBody } from '../purchases/auction-support';
import { giveClaimed, listingBody } from './support';

const db = await createTestDb();
const { deps } = createTestDeps(db);
const catalog = await putCatalogNfts(deps);
const nft = catalog.nfts.find((candidate) => candidate.id === 'nft-signed-tour-poster') as NftRecord;
const FEES = { royaltyBps: nft.resaleRoyaltyBps, platformFeeBps: nft.platformFeeBps };

let seller: SignedInUser;
let nextSequence = 1;

beforeAll(async () => {
  seller = await bidder(deps, 0);
});

/** A new item of the seller's listed at `priceCents`; answers the listing id and the item id. */
async function listed(priceCents: number) {
  const itemId = `${nft.id}-${nextSequence}`;
  await giveClaimed(deps, nft, nextSequence++, seller.user.uuid);
  const answer = await seller.call(
    'POST',
    '/api/auction/create',
    listingBody(nft.id, itemId, priceCents / 100),
  );
  if (answer.status !== 200) throw new Error(`listing failed: ${JSON.stringify(answer.body)}`);
  return { listingId: (answer.body as { listing: { id: string } }).listing.id, itemId };
}

/** A buyer with prepaid USD and an accepted fraud check of the listing at its price. */
async function buyer(listingId: string, priceCents: number) {
  const signedIn = await bidder(deps, 1_000_000);
  await acceptFraudCheck(deps, signedIn.user.uuid, listingId, priceCents);
  return signedIn.user;
}

const credit = () => balanceOf(deps, { kind: 'credit', userUuid: seller.user.uuid });
const royalties = () => balanceOf(deps, { kind: 'royalties', creatorId: nft.artist.id });

describe('buying a resale listing', () => {
  it('moves the item and splits the price: seller credit, creator royalty, platform fee', async () => {
    const { listingId, itemId } = await listed(12_345);
    const first = await buyer(listingId, 12_345);
    const [creditBefore, royaltiesBefore] = [await credit(), await royalties()];

    const answer = await callAs(deps, first, balancePath(listingId), usdBuyBody(12_345), 'key-1');

    expect(answer.status).toBe(200);
    expect(answer.body.data.items).toEqual([expect.objectContaining({ id: itemId, nft_id: nft.id })]);
    const item = await getNftItem(db, itemId);
    expect(item).toMatchObject({ owner: first.uuid, listing: null });
    expect((await getListing(db, listingId))?.status).toBe('sold');
    const split = saleSplit(12_345, FEES);
    expect(split.sellerCents + split.royaltyCents + split.platformFeeCents).toBe(12_345);
    expect((await credit()) - creditBefore).toBe(split.sellerCents);
    expect((await royalties()) - royaltiesBefore).toBe(split.royaltyCents);
    expect(await balanceOf(deps, { kind: 'usd', userUuid: first.uuid })).toBe(1_000_000 - 12_345);
    expect(await getOrder(db, answer.body.data.bid_id)).toMatchObject({ status: 'paid', priceCents: 12_345 });

    // The same key answers the same purchase without charging again.
    const again = await callAs(deps, first, balancePath(listingId), usdBuyBody(12_345), 'key-1');
    expect(again.body.data.bid_id).toBe(answer.body.data.bid_id);
    expect(await balanceOf(deps, { kind: 'usd', userUuid: first.uuid })).toBe(1_000_000 - 12_345);
    // Sold: another buyer is refused; GET /auction/{id} shows it sold out.
    const late = await buyer(listingId, 12_345);
    expect((await callAs(deps, late, balancePath(listingId), usdBuyBody(12_345))).status).toBe(409);
    const shown = await callApi(deps, 'GET', `/api/auction/${listingId}`);
    expect(shown.body).toMatchObject({ id: listingId, sold_out: true });
  });

  it('reads the listing, the purchase and the fraud check in one call, then the NFT, before it reserves', async () => {
    const { listingId } = await listed(2_500);
    const buying = await buyer(listingId, 2_500);
    const { answer, names } = await commandsDuring(deps, () =>
      callAs(deps, buying, balancePath(listingId), usdBuyBody(2_500), 'key-reads'),
    );

    expect(answer.status).toBe(200);
    expect(names.slice(0, 3)).toEqual([
      'BatchGetCommand LISTING PURCHASE FRAUD_CHECK',
      'BatchGetCommand NFT NFT_ITEM',
      'TransactWriteCommand',
    ]);
  });

  it('refuses the seller, a price other than the listed one, and pays a card the same way', async () => {
    const { listingId, itemId } = await listed(5_000);
    await acceptFraudCheck(deps, seller.user.uuid, listingId, 5_000);
    const own = await callAs(deps, seller.user, balancePath(listingId), usdBuyBody(5_000));
    expect(own.status).toBe(403);
    const cardBuyer = await buyer(listingId, 5_000);
    const changed = await callAs(deps, cardBuyer, balancePath(listingId), usdBuyBody(4_000));
    expect(changed.status).toBe(409);

    const card = await saveCard(deps, cardBuyer.uuid, TEST_CARDS.approved);
    const body = { price: 50, drop: false, action: 'buy', card_id: card.cardId };
    const bought = await callAs(deps, cardBuyer, cardPath(listingId), body, 'card-1');
    expect(bought.status).toBe(200);
    expect((await getNftItem(db, itemId))?.owner).toBe(cardBuyer.uuid);
  });

  it('gives the listing back when the card is declined', async () => {
    const { listingId, itemId } = await listed(3_000);
    const declined = await buyer(listingId, 3_000);
    const card = await saveCard(deps, declined.uuid, TEST_CARDS.chargeDeclined);
    const body = { price: 30, drop: false, action: 'buy', card_id: card.cardId };
    const answer = await callAs(deps, declined, cardPath(listingId), body, 'declined-1');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ detail: messages.paymentFailed });
    expect((await getListing(db, listingId))?.status).toBe('active');
    expect((await getNftItem(db, itemId))?.owner).toBe(seller.user.uuid);
  });

  it('sells a listing once to many racing buyers: one owner, one charge', async () => {
    const { listingId, itemId } = await listed(2_500);
    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyer(listingId, 2_500)));
    const answers = await Promise.all(
      buyers.map((user) => callAs(deps, user, balancePath(listingId), usdBuyBody(2_500))),
    );
    const winners = answers.filter((answer) => answer.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const owner = (await getNftItem(db, itemId))?.owner;
    const charged = [];
    for (const user of buyers)
      if ((await balanceOf(deps, { kind: 'usd', userUuid: user.uuid })) !== 1_000_000)
        charged.push(user.uuid);
    expect(charged).toEqual([owner]);
  });

  it('a purchase racing a price edit or a removal: the listed price is paid and the item moves, or nothing', async () => {
    for (const change of ['edit', 'delete'] as const) {
      const { listingId, itemId } = await listed(4_000);
      const racer = await buyer(listingId, 4_000);
      const [bought, changed] = await Promise.all([
        callAs(deps, racer, balancePath(listingId), usdBuyBody(4_000)),
        change === 'edit'
          ? seller.call('POST', `/api/auction/${listingId}/edit`, { price: 60 })
          : seller.call('DELETE', `/api/auction/${listingId}/delete`),
      ]);
      const owner = (await getNftItem(db, itemId))?.owner;
      const paid = 1_000_000 - (await balanceOf(deps, { kind: 'usd', userUuid: racer.uuid }));
      if (bought.status === 200) {
        expect(owner).toBe(racer.uuid);
        expect(paid).toBe(4_000);
        expect(changed.status).toBe(409);
      } else {
        expect(owner).toBe(seller.user.uuid);
        expect(paid).toBe(0);
        expect(changed.status).toBe(200);
      }
    }
  });

  it('leaves the ledger balanced and every purchase finished', async () => {
    expect(await ledgerViolations(db)).toEqual([]);
    const { listingId } = await listed(1_000);
    const user = await buyer(listingId, 1_000);
    const answer = await callAs(deps, user, balancePath(listingId), usdBuyBody(1_000));
    expect((await getAuctionPurchase(db, answer.body.data.bid_id))?.status).toBe('completed');
  });
});
