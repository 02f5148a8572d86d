import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPendingEvents } from '../../../functions/data/outbox-event';
import { renderMessage } from '../../../functions/events/consumers/mailer';
import { ManualClock } from '../../../functions/lib/clock';
import { createLogger } from '../../../functions/lib/logger';
import { toEnvelope } from '../../../scripts/local-cloud/event-bus';
import { createHttpServer } from '../../../scripts/local-cloud/http-server';
import { TRANSACTION_REPORT_URL_TTL_MS } from '../../../shared/domain/constants';
import { HistoryKind, PaymentMethod } from '../../../shared/domain/enums';
import { saleSplit } from '../../../shared/rules/resale';
import { createTestDb } from '../../support/db';
import type { SignedInUser } from '../account/support';
import { bidder } from '../bids/support';
import { offerPath, posterNft, postOffer } from '../offers/support';
import { saveCard, TEST_CARDS } from '../payment-service/support';
import { acceptFraudCheck, callAs, cardPath } from '../purchases/auction-support';
import { giveClaimed, listingBody } from '../resale/support';
import { reportRuntime, reportUrl } from './report-support';

const clock = new ManualClock('2026-06-01T12:00:00.000Z');
const db = await createTestDb();
const { mediaDir, media, runtime } = reportRuntime(db, clock);
const { deps } = runtime;
const nft = await posterNft(deps);
let nextSequence = 1;

/** The buyer's card digits, as a value anywhere in an answer (the sandbox's approved card ends 4242). */
const CARD_DIGITS = '"4242"';

let server: Server;
let origin: string;
beforeAll(async () => {
  // The local server's signed media route, on the test's clock.
  server = createHttpServer({
    webDir: mediaDir,
    mediaDir,
    logger: createLogger({ test: true }, 'error', () => {}),
    signedMedia: { readSigned: (url) => media.readSigned(url, clock.now().getTime()) },
  });
  await new Promise<void>((done) => server.listen(0, done));
  const address = server.address();
  origin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise<void>((done) => server?.close(() => done()));
  await runtime.stop();
});

/** The seller's claimed edition, listed at $20 and bought by a new buyer with their card. */
async function soldByCard(seller: SignedInUser) {
  const sequence = nextSequence++;
  await giveClaimed(deps, nft, sequence, seller.user.uuid);
  const listed = await seller.call(
    'POST',
    '/api/auction/create',
    listingBody(nft.id, `${nft.id}-${sequence}`, 20),
  );
  const listingId = listed.body.listing.id as string;
  const buyer = await bidder(deps, 0);
  const card = await saveCard(deps, buyer.user.uuid, TEST_CARDS.approved);
  await acceptFraudCheck(deps, buyer.user.uuid, listingId, 2_000);
  const body = { price: 20, drop: false, action: 'buy', card_id: card.cardId };
  const bought = await callAs(deps, buyer.user, cardPath(listingId), body);
  expect(bought.status).toBe(200);
  return buyer;
}

describe("the buyer's payment, as the seller sees the sale", () => {
  it("shows the seller's proceeds in their order history and e-mail, never the buyer's card", async () => {
    const seller = await bidder(deps, 0);
    const buyer = await soldByCard(seller);

    const history = await seller.call('GET', '/api/nft/mine/history');

    const [sale] = history.body.results;
    const { sellerCents } = saleSplit(2_000, {
      royaltyBps: nft.resaleRoyaltyBps,
      platformFeeBps: nft.platformFeeBps,
    });
    expect(sale).toMatchObject({
      kind: HistoryKind.payment,
      line_item: {
        amount: (sellerCents / 100).toFixed(2),
        coin: null,
        usd_amount: sellerCents / 100,
        method: PaymentMethod.marketplaceCredit,
        last4: null,
      },
    });
    expect(JSON.stringify(history.body)).not.toContain(CARD_DIGITS);
    // Nor does their sale e-mail.
    const events = await listPendingEvents(db, 5_000);
    const mails = await Promise.all(events.map((event) => renderMessage(toEnvelope(event, deps.env), deps)));
    const toSeller = mails.filter((mail) => mail?.to === seller.user.email);
    expect(toSeller.map((mail) => mail?.subject)).toContain(`You sold ${nft.title} #${nextSequence - 1}`);
    for (const mail of toSeller) expect(mail?.body).not.toContain('4242');
    // The buyer's own history still names their card.
    const bought = (await buyer.call('GET', '/api/nft/mine/history')).body.results[0];
    expect(bought.line_item).toMatchObject({ method: PaymentMethod.card, last4: '4242' });
  });

  it("shows a received offer's payment method to the owner, not the maker's card", async () => {
    const owner = await bidder(deps, 0);
    const itemId = `${nft.id}-${nextSequence}`;
    await giveClaimed(deps, nft, nextSequence++, owner.user.uuid);
    const maker = await bidder(deps, 0);
    await saveCard(deps, maker.user.uuid, TEST_CARDS.approved);
    const made = await postOffer(deps, maker.user, { nft_item: itemId, amount: 40, payment_method: 1 });
    expect(made.status).toBe(200);
    const path = offerPath(made.body.data.uuid);

    const received = await owner.call('GET', path);
    expect(received.body).toMatchObject({
      payment_method: PaymentMethod.card,
      card_details: null,
      paymentId: null,
    });
    const listed = await owner.call('GET', `/api/offers/nft_item/${itemId}`);
    expect(JSON.stringify([received.body, listed.body])).not.toContain(CARD_DIGITS);
    const own = await maker.call('GET', path);
    expect(own.body).toMatchObject({
      card_details: { last4: '4242', brand: 'visa' },
      paymentId: expect.any(String),
    });
  });
});

describe('transaction report URLs', () => {
  it('reads the file for its owner through a signed URL that expires in minutes; never as public media', async () => {
    const seller = await bidder(deps, 0);
    const buyer = await soldByCard(seller);
    const url = await reportUrl(runtime, buyer, 2026);
    expect(url).toMatch(/^\/private-media\/reports\/.+\?expires=\d+&signature=/);

    const file = await fetch(`${origin}${url}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toMatch(/^Date,Type,Item/);

    const signed = new URL(url, origin);
    const forged = new URL(signed);
    forged.searchParams.set('signature', `x${signed.searchParams.get('signature')?.slice(1)}`);
    const later = new URL(signed);
    later.searchParams.set('expires', String(Number(signed.searchParams.get('expires')) + 3600));
    for (const refused of [forged, later, new URL(signed.pathname, origin)])
      expect((await fetch(refused)).status, refused.search).toBe(403);
    // Not under the public media path either.
    const publicPath = signed.pathname.replace('/private-media/', '/media/');
    expect((await fetch(`${origin}${publicPath}`)).status).toBe(404);

    clock.advance(TRANSACTION_REPORT_URL_TTL_MS + 1_000);
    const expired = await fetch(`${origin}${url}`);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual({ detail: 'Request has expired.' });
    // The owner asks again and gets a fresh URL of the same file.
    const again = await reportUrl(runtime, buyer, 2026);
    expect(new URL(again, origin).pathname).toBe(signed.pathname);
    expect((await fetch(`${origin}${again}`)).status).toBe(200);
  });

  it("answers another user their own report, never a URL of someone else's", async () => {
    const seller = await bidder(deps, 0);
    const buyer = await soldByCard(seller);
    const mine = new URL(await reportUrl(runtime, buyer, 2026), origin);
    const other = await bidder(deps, 0);
    const theirs = new URL(await reportUrl(runtime, other, 2026), origin);

    expect(theirs.pathname).not.toBe(mine.pathname);
    expect(await (await fetch(theirs)).text()).toBe(
      'Date,Type,Item,Edition,Amount (USD),Payment method,Reference\r\n',
    );
    // Their signature does not open the owner's file.
    const borrowed = new URL(mine.pathname, origin);
    borrowed.search = theirs.search;
    expect((await fetch(borrowed)).status).toBe(403);
  });
});
