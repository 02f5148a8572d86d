import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { getListing } from '../../../functions/data/listing';
import { getNftItem, nftItemKey } from '../../../functions/data/nft-item';
import { getOffer } from '../../../functions/data/offer';
import { parseEnv } from '../../../functions/lib/env';
import { CARD_RESALE_COOLDOWN_MS } from '../../../shared/domain/constants';
import { PaymentMethod } from '../../../shared/domain/enums';
import { fillMessage, messages } from '../../../shared/domain/messages';
import { formatDate } from '../../../shared/format/date';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import type { SignedInUser } from '../account/support';
import { cartCheckout, linesOf, sweepCheckout } from '../cart/support';
import { cardLine, giveEdition } from '../collection/support';
import { ETHEREUM_WALLET, exportPath, ownedEdition } from '../export/support';
import { giftPath, usdGift } from '../gifts/support';
import { collector, decide, offered, posterNft } from '../offers/support';
import { balanceOf } from '../payment-service/support';
import { acceptFraudCheck, balancePath, callAs, usdBuyBody } from '../purchases/auction-support';
import { creditLine, listingBody } from '../resale/support';

const db = await createTestDb();
const { deps, clock } = createTestDeps(db);
const nft = await posterNft(deps);
const PRICE = 2_000;
let nextSequence = 1;

/** An edition of the poster the user bought just now: by card (on cool-down) or with marketplace credit. */
async function bought(user: SignedInUser, paid: 'card' | 'credit' = 'card') {
  const sequence = nextSequence++;
  const lineItem = paid === 'card' ? cardLine(PRICE) : creditLine(PRICE);
  await giveEdition(deps, nft, sequence, user.user.uuid, { lineItem });
  return `${nft.id}-${sequence}`;
}

/** The cool-down's answer for an item bought at `boughtAt`: 'NFT On Cool-down''s code, its text and its end. */
function expectCooldown(answer: { status: number; body: Record<string, unknown> }, boughtAt: Date) {
  const end = new Date(boughtAt.getTime() + CARD_RESALE_COOLDOWN_MS);
  expect(answer.status).toBe(409);
  expect(answer.body).toMatchObject({
    code: 'resell_not_available_yet',
    detail: fillMessage(messages.resellCooldown, { date: `${formatDate(end, 'UTC')} UTC` }),
    available_at: end.toISOString(),
    wait_ms: end.getTime() - clock.now().getTime(),
  });
}

const list = (owner: SignedInUser, itemId: string) =>
  owner.call('POST', '/api/auction/create', listingBody(nft.id, itemId, PRICE / 100));

/**
 * A listing of an item its owner bought by card just now: one made before the cool-down applied to the sale that
 * moved it (the rule refuses making one now), so the checkouts' own check is what holds it back.
 */
async function listedOnCooldown(owner: SignedInUser, priceCents = PRICE) {
  const itemId = await bought(owner, 'credit');
  const answer = await owner.call(
    'POST',
    '/api/auction/create',
    listingBody(nft.id, itemId, priceCents / 100),
  );
  if (answer.status !== 200) throw new Error(`listing failed: ${JSON.stringify(answer.body)}`);
  await deps.db.client.send(
    new UpdateCommand({
      TableName: deps.db.tableName,
      Key: nftItemKey(itemId),
      UpdateExpression: 'SET acquisition = :acquisition, ownedAt = :now',
      ExpressionAttributeValues: {
        ':acquisition': { how: 'buy', orderId: deps.newId(), lineItem: cardLine(priceCents) },
        ':now': clock.now().toISOString(),
      },
    }),
  );
  return { itemId, listingId: (answer.body as { listing: { id: string } }).listing.id };
}

describe('the 48-hour card cool-down, on every way an item leaves its owner', () => {
  it('refuses a listing until 48 hours after a card purchase; a credit-paid item lists at once', async () => {
    const owner = await collector(deps, 0);
    const boughtAt = clock.now();
    const byCard = await bought(owner);
    expectCooldown(await list(owner, byCard), boughtAt);
    expect((await list(owner, await bought(owner, 'credit'))).status).toBe(200);

    clock.advance(CARD_RESALE_COOLDOWN_MS);
    expect((await list(owner, byCard)).status).toBe(200);
  });

  it('refuses accepting an offer, which stays open; it is accepted once the cool-down is over', async () => {
    const [owner, maker] = [await collector(deps, 0), await collector(deps)];
    const boughtAt = clock.now();
    const itemId = await bought(owner);
    const offerId = await offered(deps, maker, itemId, 15);

    expectCooldown(await decide(owner, offerId, 'accept'), boughtAt);
    expect((await getOffer(db, offerId))?.status).toBe('active');
    expect((await getNftItem(db, itemId))?.owner).toBe(owner.user.uuid);

    const paid = await offered(deps, maker, await bought(owner, 'credit'), 15);
    expect((await decide(owner, paid, 'accept')).status).toBe(200);

    clock.advance(CARD_RESALE_COOLDOWN_MS);
    expect((await decide(owner, offerId, 'accept')).status).toBe(200);
    expect((await getNftItem(db, itemId))?.owner).toBe(maker.user.uuid);
  });

  it('refuses selling a unit of a collection offer until the cool-down is over', async () => {
    const [owner, maker] = [await collector(deps, 0), await collector(deps)];
    const made = await maker.call('POST', '/api/offers/collection/', {
      collection_id: nft.collectionId,
      amount: 10,
      quantity: 2,
      payment_method: PaymentMethod.marketplaceCredit,
      source: 'usd',
    });
    expect(made.status).toBe(200);
    const accept = (itemId: string) =>
      owner.call('PATCH', `/api/offers/collection_offer/${made.body.uuid}`, {
        status: 'accept',
        nft_item: itemId,
      });
    const boughtAt = clock.now();
    const itemId = await bought(owner);

    expectCooldown(await accept(itemId), boughtAt);
    expect((await getNftItem(db, itemId))?.owner).toBe(owner.user.uuid);
    expect((await accept(await bought(owner, 'credit'))).status).toBe(200);

    clock.advance(CARD_RESALE_COOLDOWN_MS);
    expect((await accept(itemId)).status).toBe(200);
  });

  it("refuses a cart's or a Buy Now's listing of an item on cool-down before charging; a sweep skips it", async () => {
    const [seller, buyer] = [await collector(deps, 0), await collector(deps, 1_000_000)];
    const boughtAt = clock.now();
    // The cheapest of the collection, so a sweep would pick it first.
    const cooling = await listedOnCooldown(seller, 100);
    const usd = () => balanceOf(deps, { kind: 'usd', userUuid: buyer.user.uuid });

    const cart = await cartCheckout(deps, buyer, {
      listing_ids: [cooling.listingId],
      expected_total_cents: 100,
    });
    expectCooldown(cart, boughtAt);
    await acceptFraudCheck(deps, buyer.user.uuid, cooling.listingId, 100);
    expectCooldown(await callAs(deps, buyer.user, balancePath(cooling.listingId), usdBuyBody(100)), boughtAt);
    expect(await usd()).toBe(1_000_000);

    const other = await seller.call(
      'POST',
      '/api/auction/create',
      listingBody(nft.id, await bought(seller, 'credit'), 1),
    );
    const sweep = await sweepCheckout(deps, buyer, {
      collection_id: nft.collectionId,
      count: 1,
      max_total_cents: 100,
    });
    expect(sweep.status).toBe(200);
    expect(Object.keys(linesOf(sweep.body))).toEqual([other.body.listing.id]);
    expect((await getListing(db, cooling.listingId))?.status).toBe('active');
    expect((await getNftItem(db, cooling.itemId))?.owner).toBe(seller.user.uuid);
  });

  it('refuses a gift until the cool-down is over', async () => {
    const owner = await collector(deps);
    const boughtAt = clock.now();
    const itemId = await bought(owner);
    expectCooldown(await owner.call('POST', giftPath(itemId), usdGift('friend@example.com')), boughtAt);
    const held = await getNftItem(db, itemId);
    expect([held?.owner, held?.lockedForOrder]).toEqual([owner.user.uuid, undefined]);
    expect(
      (await owner.call('POST', giftPath(await bought(owner, 'credit')), usdGift('friend@example.com')))
        .status,
    ).toBe(200);

    clock.advance(CARD_RESALE_COOLDOWN_MS);
    expect((await owner.call('POST', giftPath(itemId), usdGift('friend@example.com'))).status).toBe(200);
  });

  it('refuses an export of the exclusion list (which skips the export delay) until the cool-down is over', async () => {
    const owner = await collector(deps, 0);
    const env = parseEnv({
      STAGE: 'test',
      TABLE_NAME: db.tableName,
      EXPORT_EMAIL_EXCLUSIONS: owner.user.email,
    });
    const { deps: exempt } = createTestDeps(db, { env, clock });
    const token = await exempt.sessions.issueIdToken({ uuid: owner.user.uuid, emailVerified: true });
    const exportIt = (itemId: string) =>
      callApi(
        exempt,
        'POST',
        exportPath(itemId),
        { wallet_address: ETHEREUM_WALLET },
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
    const boughtAt = clock.now();
    // Bought by card (ownedEdition's purchase).
    const { itemId } = await ownedEdition(deps, owner, 'ethereum');

    expectCooldown(await exportIt(itemId), boughtAt);
    expect((await getNftItem(db, itemId))?.exportStatus).toBe('not_initiated');

    clock.advance(CARD_RESALE_COOLDOWN_MS);
    expect((await exportIt(itemId)).status).toBe(200);
  });
});
