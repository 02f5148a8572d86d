import { describe, expect, it } from 'vitest';
import { listPendingEvents } from '../../../functions/data/outbox-event';
import { newEvent } from '../../../functions/events/catalog';
import { renderMessage } from '../../../functions/events/consumers/mailer';
import type { OutgoingMessage } from '../../../functions/lib/ports/mailer';
import { toEnvelope } from '../../../scripts/local-cloud/event-bus';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { bidder } from '../bids/support';
import { posterNft } from '../offers/support';
import { acceptFraudCheck, balancePath, callAs, usdBuyBody } from '../purchases/auction-support';
import { giveClaimed, listingBody } from '../resale/support';

/** The lure issue 37 saw arrive as a live link and heading in both sale e-mails, and raw in the subject. */
const LURE = '<a href="https://evil.example/verify">Verify your account</a><h1>Account locked</h1>';
const ESCAPED = '&lt;a href=&quot;https://evil.example/verify&quot;&gt;Verify your account&lt;/a&gt;';

const db = await createTestDb();
const { deps, sent } = createTestDeps(db);
const nft = await posterNft(deps);

/** The lure is shown as text: escaped in the body, no live link or heading, a subject without markup. */
function expectInert(message: OutgoingMessage | undefined) {
  expect(message?.body).toContain(ESCAPED);
  expect(message?.body).not.toContain('<a href="https://evil.example');
  expect(message?.body).not.toMatch(/<h1/i);
  expect(message?.subject).not.toMatch(/[<>]/);
}

/** The e-mails the outbox's pending events send to `email`, as the mailer renders them. */
async function mailsTo(email: string) {
  const events = await listPendingEvents(db, 1000);
  const messages = await Promise.all(events.map((event) => renderMessage(toEnvelope(event, deps.env), deps)));
  return messages.filter((message) => message?.to === email);
}

describe('user-written text in e-mails', () => {
  it("shows a listing's title as text in the buyer's and the seller's sale e-mails", async () => {
    const seller = await bidder(deps, 0);
    await giveClaimed(deps, nft, 1, seller.user.uuid);
    const listed = await seller.call('POST', '/api/auction/create', {
      ...listingBody(nft.id, `${nft.id}-1`, 20),
      title: LURE,
    });
    expect(listed.status).toBe(200);
    const listingId = listed.body.listing.id as string;
    const buyer = await bidder(deps);
    await acceptFraudCheck(deps, buyer.user.uuid, listingId, 2_000);
    expect((await callAs(deps, buyer.user, balancePath(listingId), usdBuyBody(2_000))).status).toBe(200);

    const [bought] = await mailsTo(buyer.user.email);
    const [sold] = await mailsTo(seller.user.email);
    for (const mail of [bought, sold]) expectInert(mail);
    expect(bought?.subject).toBe('You bought Verify your account Account locked');
    expect(sold?.subject).toBe('You sold Verify your account Account locked');
    // The platform's own link stays a link.
    expect(sold?.body).toContain('<a href="http://localhost:3000/app/account/order-history">');
  });

  it("shows a giver's username and an NFT's title as text in the gift invitation", async () => {
    const event = newEvent(deps, 'GiftInvitationRequested', {
      gift_id: 'gift-1',
      email: 'friend@example.com',
      giver_name: `${LURE}\r\nBcc: everyone@example.com`,
      nft_title: LURE,
    });
    const mail = await renderMessage(toEnvelope(event, deps.env), deps);
    expectInert(mail);
    expect(mail?.subject).toBe(
      'Verify your account Account locked Bcc: everyone@example.com sent you an NFT',
    );
  });

  it("shows a username as text in the crypto payouts' invitation", async () => {
    sent.length = 0;
    await deps.cryptoPayouts.inviteRecipient({
      reference: 'ref-lure',
      email: 'payee@example.com',
      label: LURE,
    });
    expectInert(sent.find((message) => message.to === 'payee@example.com'));
  });
});
