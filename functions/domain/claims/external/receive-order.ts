import { randomBytes } from 'node:crypto';
import { fillMessage, messages } from '../../../../shared/domain/messages';
import { tryTransactWrite } from '../../../data/db';
import {
  type ClaimLineRecord,
  type ExternalClaimRecord,
  getClaimOfOrder,
  markClaimEmailed,
  putNewClaim,
} from '../../../data/external-claim';
import { getNfts } from '../../../data/nft';
import type { Deps } from '../../../lib/deps';
import { BadRequestError, NotFoundError } from '../../../lib/errors';
import type { ExternalOrderLine } from '../../../lib/ports/external-orders';
import { html } from '../../inert-text';

/** A claim gives its editions in one transaction per edition and reserves them all in one (100 items at most). */
export const MAX_CLAIM_EDITIONS = 48;

/** The order's lines, one per NFT, checked: every NFT in the catalogue, quantities within its editions. */
export async function checkOrderLines(deps: Deps, lines: ExternalOrderLine[]): Promise<ClaimLineRecord[]> {
  const merged = new Map<string, number>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1)
      throw new BadRequestError(messages.quantityInvalid);
    merged.set(line.nftId, (merged.get(line.nftId) ?? 0) + line.quantity);
  }
  const total = [...merged.values()].reduce((sum, quantity) => sum + quantity, 0);
  if (total === 0) throw new BadRequestError(messages.quantityInvalid);
  if (total > MAX_CLAIM_EDITIONS)
    throw new BadRequestError(fillMessage(messages.orderTooLarge, { max: MAX_CLAIM_EDITIONS }));
  const ids = [...merged.keys()];
  const nfts = await getNfts(deps.db, ids);
  return ids.map((nftId, at) => {
    const nft = nfts[at];
    const quantity = merged.get(nftId) ?? 0;
    if (!nft) throw new BadRequestError(fillMessage(messages.orderNftUnknown, { nftId }));
    if (quantity > nft.quantity)
      throw new BadRequestError(fillMessage(messages.quantityNotAvailable, { available: nft.quantity }));
    return { nftId, quantity };
  });
}

/** The link the buyer gets, in the web app. */
export const claimLink = (deps: Pick<Deps, 'env'>, token: string) =>
  new URL(`/app/order/${encodeURIComponent(token)}/claim`, deps.env.SITE_URL).href;

/** E-mails the buyer the claim's link unless that was done: a retried webhook sends it again only if it failed. */
async function emailClaimLink(deps: Deps, claim: ExternalClaimRecord): Promise<void> {
  if (claim.emailedAt) return;
  const link = claimLink(deps, claim.token);
  await deps.mailer.send({
    channel: 'email',
    to: claim.email,
    subject: 'Claim your NFTs',
    body: html`<p>Thank you for your purchase on our auction partner's site. Claim your NFTs with the account of this e-mail address: <a href="${link}">${link}</a></p>`,
  });
  await markClaimEmailed(deps.db, claim.token, deps.clock.now().toISOString());
}

/**
 * An order on the external auction site (its webhook, or the sandbox recording a sale): reads the order back from
 * the site, creates its claim once under a new unguessable token and e-mails the buyer the claim link.
 */
export async function receiveExternalOrder(
  deps: Deps,
  externalOrderId: string,
): Promise<{ outcome: 'created' | 'existing'; token: string }> {
  const existing = await getClaimOfOrder(deps.db, externalOrderId);
  if (existing) {
    await emailClaimLink(deps, existing);
    return { outcome: 'existing', token: existing.token };
  }
  const order = await deps.externalOrders.getOrder(externalOrderId);
  if (!order) throw new NotFoundError();
  const now = deps.clock.now().toISOString();
  const claim: ExternalClaimRecord = {
    token: randomBytes(32).toString('base64url'),
    externalOrderId,
    email: order.buyerEmail.toLowerCase(),
    lines: await checkOrderLines(deps, order.lines),
    state: 'pending',
    claimedBy: null,
    editions: [],
    emailedAt: null,
    failure: null,
    createdAt: now,
    updatedAt: now,
    claimedAt: null,
  };
  if (!(await tryTransactWrite(deps.db, putNewClaim(deps.db, claim)))) {
    // A twin delivery of the same webhook created it first.
    return receiveExternalOrder(deps, externalOrderId);
  }
  await emailClaimLink(deps, claim);
  return { outcome: 'created', token: claim.token };
}
