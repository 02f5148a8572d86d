import { beforeAll, describe, expect, it } from 'vitest';
import { getCartOrder } from '../../../functions/data/cart-order';
import { getListing } from '../../../functions/data/listing';
import type { NftRecord } from '../../../functions/data/nft';
import { getNftItem } from '../../../functions/data/nft-item';
import { getOrder } from '../../../functions/data/order';
import { decideSandboxChallenge } from '../../../functions/lib/adapters/sandbox-card-processor';
import { PaymentMethod } from '../../../shared/domain/enums';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import type { SignedInUser } from '../account/support';
import { bidder } from '../bids/support';
import { putCatalogNfts } from '../collection/support';
import { saveChallengeCard } from '../payment-service/support';
import { cartCheckout, lister } from './support';

const db = await createTestDb();
const { deps } = createTestDeps(db);
const catalog = await putCatalogNfts(deps);
const nft = catalog.nfts.find((candidate) => candidate.id === 'nft-signed-tour-poster') as NftRecord;

let listed: ReturnType<typeof lister>;

beforeAll(async () => {
  listed = lister(deps, nft, await bidder(deps, 0));
});

const sessionOf = (redirectUrl: string) => decodeURIComponent(redirectUrl.split('/').pop() ?? '');

/** A cart of two listings paid by the 3-D Secure test card: the redirect, with the cart order still paying. */
async function challengedCart(key: string) {
  const listings = [await listed(2_000), await listed(3_000)];
  const buyer: SignedInUser = await bidder(deps, 0);
  const card = await saveChallengeCard(deps, buyer.user.uuid);
  const body = {
    listing_ids: listings.map((listing) => listing.listingId),
    expected_total_cents: 5_000,
    payment_method: PaymentMethod.card,
    card_id: card.cardId,
    action: 'buy',
  };
  const redirect = await cartCheckout(deps, buyer, body, key);
  expect(redirect.body).toMatchObject({ status: 'redirect', payment_id: expect.any(String) });
  const order = await getCartOrder(db, redirect.body.payment_id);
  expect(order?.status).toBe('paying');
  for (const listing of listings) expect((await getListing(db, listing.listingId))?.status).toBe('reserved');
  return { buyer, listings, body, redirect };
}

describe('a cart paid by a card that needs 3-D Secure', () => {
  it('keeps the listings reserved through the challenge, then validate-3ds delivers each line', async () => {
    const { buyer, listings, redirect } = await challengedCart('3ds-approved');
    const sessionId = sessionOf(redirect.body.redirect_url);
    await decideSandboxChallenge(db, sessionId, 'approved');
    const validated = await buyer.call('POST', '/api/payments/validate-3ds', {
      action: 'buy',
      cc_processor_payment_id: redirect.body.payment_id,
      'cko-session-id': sessionId,
    });
    expect(validated.status).toBe(200);
    const order = await buyer.call('GET', `/api/payments/cart_orders/${redirect.body.payment_id}`);
    expect(order.body).toMatchObject({ status: 'completed', bought_cents: 5_000 });
    for (const listing of listings)
      expect((await getNftItem(db, listing.itemId))?.owner).toBe(buyer.user.uuid);
    expect(await getOrder(db, redirect.body.payment_id)).toMatchObject({ status: 'paid', priceCents: 5_000 });
  });

  it('a declined challenge puts every listing back on sale; the retry answers Payment failed', async () => {
    const { buyer, listings, body, redirect } = await challengedCart('3ds-declined');
    await decideSandboxChallenge(db, sessionOf(redirect.body.redirect_url), 'declined');
    const repeated = await cartCheckout(deps, buyer, body, '3ds-declined');
    expect(repeated.status).toBe(400);
    for (const listing of listings) expect((await getListing(db, listing.listingId))?.status).toBe('active');
    expect(await getCartOrder(db, redirect.body.payment_id)).toMatchObject({ status: 'failed' });
  });
});
