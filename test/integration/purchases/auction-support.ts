import type { AuctionRecord } from '../../../functions/data/auction';
import { transactWrite } from '../../../functions/data/db';
import { type FraudCheckRecord, putFraudCheck } from '../../../functions/data/fraud-check';
import { type NftRecord, putNft } from '../../../functions/data/nft';
import type { UserRecord } from '../../../functions/data/user';
import type { Deps } from '../../../functions/lib/deps';
import { buildDemoCatalog } from '../../../scripts/seed/catalog';
import { callApi } from '../../support/api';
import { createAuction } from '../bids/support';

/** A live auction of `type` (the test clock is inside its week) with its NFT of `quantity` editions. */
export async function putAuctionSale(
  deps: Deps,
  type: number,
  overrides: Partial<AuctionRecord> = {},
): Promise<{ auction: AuctionRecord; nft: NftRecord }> {
  const template = buildDemoCatalog(deps.clock.now()).nfts.find((nft) => nft.quantity > 1);
  if (!template) throw new Error('The demo catalog has no NFT with editions');
  const id = `sale-${deps.newId().toLowerCase()}`;
  const quantity = overrides.initialQuantity ?? 10;
  const auction = await createAuction(deps, id, {
    auctionType: type,
    priceCents: 2_000,
    initialQuantity: quantity,
    availableQuantity: quantity,
    bidIncrementCents: null,
    minimumWinningBidCents: null,
    ...overrides,
  });
  const nft: NftRecord = { ...template, id: auction.nft.id, title: auction.title, quantity };
  await transactWrite(deps.db, [putNft(deps.db, nft)]);
  return { auction, nft };
}

/**
 * The user's accepted fraud check of paying `priceCents` on the auction (a Buy Now, or with action 'bid' a won
 * bid), as the fraud-decision workflow leaves it.
 */
export async function acceptFraudCheck(
  deps: Deps,
  userUuid: string,
  auctionId: string,
  priceCents: number,
  action: FraudCheckRecord['action'] = 'buy',
) {
  const checkId = deps.newId();
  const now = deps.clock.now().toISOString();
  await transactWrite(deps.db, [
    putFraudCheck(deps.db, {
      userUuid,
      subject: { kind: 'auction', id: auctionId },
      checkId,
      action,
      priceCents,
      status: 'decided',
      decision: { category: 'accept', name: 'accept', description: 'accept' },
      reference: null,
      execution: `fraud-decision-${checkId}`,
      requestedAt: now,
      finishedAt: now,
      failure: null,
    }),
  ]);
}

/** Calls the API as the user, with an Idempotency-Key when given. */
export async function callAs(
  deps: Deps,
  user: UserRecord,
  path: string,
  body: unknown,
  idempotencyKey?: string,
) {
  const token = await deps.sessions.issueIdToken({ uuid: user.uuid, emailVerified: user.emailVerified });
  return callApi(deps, 'POST', path, body, {
    headers: {
      authorization: `Bearer ${token}`,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
  });
}

export const balancePath = (auctionId: string) => `/api/payments/balance_checkout/${auctionId}`;
export const cardPath = (auctionId: string) => `/api/payments/card_checkout/${auctionId}`;

/** A Buy Now body paying from prepaid USD: `price` is the total the buyer saw. */
export const usdBuyBody = (priceCents: number, quantity = 1, extra: Record<string, unknown> = {}) => ({
  price: priceCents / 100,
  drop: false,
  source: 'usd',
  quantity,
  ...extra,
});
