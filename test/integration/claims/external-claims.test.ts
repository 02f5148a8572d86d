import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import { claimOrderId, getClaim } from '../../../functions/data/external-claim';
import { getNftItem } from '../../../functions/data/nft-item';
import {
  checkClaim,
  completeClaim,
  failClaim,
  reserveClaimEditions,
  transferClaimEditions,
} from '../../../functions/domain/claims/external/claim-steps';
import { CLAIM_WORKFLOW } from '../../../functions/domain/claims/external/claim-workflow';
import type { Deps } from '../../../functions/lib/deps';
import type { OutgoingMessage } from '../../../functions/lib/ports/mailer';
import { externalAuctionSandboxPage } from '../../../scripts/local-cloud/sandbox-pages/external-auction';
import { messages } from '../../../shared/domain/messages';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { type SignedInUser, signedInUser } from '../account/support';
import { putClaimableNft, recordSale, saleWithClaim } from './external-claims-support';

let db: Db;
let deps: Deps;
let sent: OutgoingMessage[];
const started: { workflow: string; input: Record<string, unknown>; name: string }[] = [];

beforeAll(async () => {
  db = await createTestDb();
  ({ deps, sent } = createTestDeps(db, {
    workflows: {
      start: async (workflow, input, name) => {
        started.push({ workflow, input, name });
        return { executionArn: `arn:aws:states:local:000000000000:execution:${workflow}:${name}` };
      },
    },
  }));
});

const webhook = (orderId: unknown) =>
  callApi(deps, 'POST', '/api/webhooks/external-order', { order_id: orderId });
const claimPath = (token: string) => `/api/claims/${token}`;

/** A buyer whose account e-mail differs from the order's only in case. */
async function buyerAndClaim(quantity = 2, overrides: Parameters<typeof signedInUser>[1] = {}) {
  const nft = await putClaimableNft(deps);
  const buyer = await signedInUser(deps, overrides);
  const token = await saleWithClaim(deps, buyer.user.email.toUpperCase(), [{ nftId: nft.id, quantity }]);
  return { nft, buyer, token };
}

/** Runs the claim workflow's steps in order, as the workflow does. */
async function claimThroughSteps(buyer: SignedInUser, token: string) {
  const input = { token, userUuid: buyer.user.uuid };
  expect(await checkClaim(deps, input)).toEqual({ verdict: 'claimable' });
  await reserveClaimEditions(deps, input);
  await transferClaimEditions(deps, input);
  await completeClaim(deps, input);
}

describe('the external order webhook', () => {
  it('creates the claim once and e-mails the buyer the claim link', async () => {
    const nft = await putClaimableNft(deps);
    const orderId = await recordSale(deps, 'Buyer.One@Example.com', [
      { nftId: nft.id, quantity: 1 },
      { nftId: nft.id, quantity: 2 },
    ]);
    const mailsBefore = sent.length;

    const first = await webhook(orderId);
    const again = await webhook(orderId);

    expect(first.status).toBe(200);
    expect(first.body.outcome).toBe('created');
    expect(again.body).toEqual({ outcome: 'existing', token: first.body.token });
    const mails = sent.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('buyer.one@example.com');
    expect(mails[0]?.body).toContain(`/app/order/${first.body.token}/claim`);
    const claim = await getClaim(db, first.body.token);
    expect(claim?.lines).toEqual([{ nftId: nft.id, quantity: 3 }]);
    expect(claim?.state).toBe('pending');
  });

  it('refuses an unknown order, a malformed body and an order of an NFT not in the catalogue', async () => {
    const unknownNft = await recordSale(deps, 'someone@example.com', [{ nftId: 'no-such-nft', quantity: 1 }]);

    expect((await webhook('no-such-order')).status).toBe(404);
    expect((await webhook(42)).status).toBe(400);
    const refused = await webhook(unknownNft);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('No NFT no-such-nft is in the catalogue.');
  });
});

describe('GET /claims and /claims/{token}', () => {
  it("answer the buyer's claims, matching the e-mail case-insensitively", async () => {
    const { nft, buyer, token } = await buyerAndClaim(2);

    const list = await buyer.call('GET', '/api/claims');
    const one = await buyer.call('GET', claimPath(token));

    expect(list.status).toBe(200);
    expect(list.body.results.map((claim: { token: string }) => claim.token)).toContain(token);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      token,
      status: 1,
      claimed_status: 1,
      state: 'pending',
      orderItems: [{ quantity: 2, nft: { id: nft.id, title: nft.title } }],
      order: { line_items: [{ nft_id: nft.id, quantity: 2 }] },
      items: [],
      claimed_at: null,
    });
  });

  it("hides another buyer's claim, and refuses visitors and malformed tokens", async () => {
    const { token } = await buyerAndClaim(1);
    const other = await signedInUser(deps);

    const list = await other.call('GET', '/api/claims');
    const one = await other.call('GET', claimPath(token));

    expect(list.body).toEqual({ count: 0, results: [] });
    expect(one.status).toBe(404);
    expect((await callApi(deps, 'GET', claimPath(token))).status).toBe(401);
    expect((await callApi(deps, 'GET', '/api/claims')).status).toBe(401);
    expect((await other.call('GET', claimPath('bad!token'))).status).toBe(400);
    expect((await other.call('GET', claimPath('x'.repeat(43)))).status).toBe(404);
  });
});

describe('POST /claims/{token}/submit', () => {
  it('starts the claim workflow for the buyer, once per claim and buyer', async () => {
    const { buyer, token } = await buyerAndClaim(1);
    const before = started.length;

    const answer = await buyer.call('POST', `${claimPath(token)}/submit`, {});

    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ token, state: 'pending' });
    expect(started.slice(before)).toEqual([
      {
        workflow: CLAIM_WORKFLOW,
        input: { token, userUuid: buyer.user.uuid },
        name: `${token}-${buyer.user.uuid}`,
      },
    ]);
  });

  it("refuses another user's token, an unverified buyer and a body with fields, starting nothing", async () => {
    const { token } = await buyerAndClaim(1);
    const other = await signedInUser(deps);
    const unverified = await buyerAndClaim(1, { emailVerified: false });
    const before = started.length;

    const stranger = await other.call('POST', `${claimPath(token)}/submit`, {});
    const notVerified = await unverified.buyer.call('POST', `${claimPath(unverified.token)}/submit`, {});
    const withFields = await other.call('POST', `${claimPath(token)}/submit`, { email: 'x@example.com' });

    expect(stranger.status).toBe(404);
    expect(notVerified.status).toBe(403);
    expect(withFields.status).toBe(400);
    expect(started.length).toBe(before);
    expect((await getClaim(db, token))?.state).toBe('pending');
  });

  it('refuses a claimed token: a token is claimed once', async () => {
    const { buyer, token } = await buyerAndClaim(2);
    await claimThroughSteps(buyer, token);

    const again = await buyer.call('POST', `${claimPath(token)}/submit`, {});
    const read = await buyer.call('GET', claimPath(token));

    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(messages.orderAlreadyClaimed);
    expect(read.body).toMatchObject({ status: 2, claimed_status: 2, state: 'claimed' });
    expect(read.body.items).toHaveLength(2);
  });
});

describe('a failed claim', () => {
  it('gives reserved editions back on sale and refuses the token with the support message', async () => {
    const { buyer, token } = await buyerAndClaim(2);
    const input = { token, userUuid: buyer.user.uuid };
    await checkClaim(deps, input);
    await reserveClaimEditions(deps, input);
    const reserved = (await getClaim(db, token))?.editions ?? [];
    expect(reserved).toHaveLength(2);
    for (const edition of reserved)
      expect((await getNftItem(db, edition.itemId))?.lockedForOrder).toBe(claimOrderId(token));

    await failClaim(deps, input, 'Error: injected');

    for (const edition of reserved) {
      const item = await getNftItem(db, edition.itemId);
      expect(item?.owner).toBeNull();
      expect(item?.lockedForOrder).toBeUndefined();
    }
    const again = await buyer.call('POST', `${claimPath(token)}/submit`, {});
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(messages.contactSupport);
    expect((await buyer.call('GET', claimPath(token))).body).toMatchObject({ status: 3, state: 'failed' });
  });
});

describe('the external auction sandbox page', () => {
  const post = (fields: Record<string, string>) =>
    externalAuctionSandboxPage(deps, { method: 'POST', params: new URLSearchParams(fields) });

  it('records a sale whose claim the buyer is e-mailed', async () => {
    const nft = await putClaimableNft(deps);
    const mailsBefore = sent.length;

    const answer = await post({ email: 'Sandbox.Buyer@Example.com', nft_id_1: nft.id, quantity_1: '2' });

    expect(answer.status).toBe(200);
    const token = /data-token="([^"]+)"/.exec(answer.html)?.[1] ?? '';
    const claim = await getClaim(db, token);
    expect(claim).toMatchObject({
      email: 'sandbox.buyer@example.com',
      lines: [{ nftId: nft.id, quantity: 2 }],
    });
    expect(sent.slice(mailsBefore).map((mail) => mail.to)).toEqual(['sandbox.buyer@example.com']);
  });

  it('refuses a sale without a valid e-mail, of an unknown NFT or of too many editions, recording nothing', async () => {
    const nft = await putClaimableNft(deps, 100);
    const mailsBefore = sent.length;

    const noEmail = await post({ email: 'nobody', nft_id_1: nft.id });
    const unknown = await post({ email: 'a@example.com', nft_id_1: 'no-such-nft' });
    const tooMany = await post({ email: 'a@example.com', nft_id_1: nft.id, quantity_1: '49' });
    const badQuantity = await post({ email: 'a@example.com', nft_id_1: nft.id, quantity_1: '1.5' });

    expect([noEmail.status, unknown.status, tooMany.status, badQuantity.status]).toEqual([
      400, 400, 400, 400,
    ]);
    expect(unknown.html).toContain('No NFT no-such-nft is in the catalogue.');
    expect(tooMany.html).toContain('An order holds at most 48 editions.');
    expect(sent.length).toBe(mailsBefore);
  });
});
