import type { SQSEvent } from 'aws-lambda';
import type { Db } from '../../../functions/data/db';
import type { NftRecord } from '../../../functions/data/nft';
import { getOffer } from '../../../functions/data/offer';
import { listPendingEvents } from '../../../functions/data/outbox-event';
import type { UserRecord } from '../../../functions/data/user';
import { consumeBatch } from '../../../functions/events/consumers/offers';
import type { Deps } from '../../../functions/lib/deps';
import type { DomainEvent } from '../../../functions/lib/ports/event-bus';
import { toEnvelope } from '../../../scripts/local-cloud/event-bus';
import { PaymentMethod } from '../../../shared/domain/enums';
import { callApi } from '../../support/api';
import type { SignedInUser } from '../account/support';
import { bidder } from '../bids/support';
import { putCatalogNfts } from '../collection/support';
import { balanceOf } from '../payment-service/support';
import { giveClaimed } from '../resale/support';

export const POSTER = 'nft-signed-tour-poster';
export const OFFERS = '/api/offers/';
export const offerPath = (id: string) => `/api/offers/${id}`;
export const itemOffersPath = (itemId: string) => `/api/offers/nft_item/${itemId}`;

/** The demo NFT the offers are made on (10% royalty, 5% platform fee). */
export async function posterNft(deps: Deps): Promise<NftRecord> {
  const catalog = await putCatalogNfts(deps);
  return catalog.nfts.find((nft) => nft.id === POSTER) as NftRecord;
}

/** Hands out editions of the poster, one per call. */
export function editions(deps: Deps, nft: NftRecord) {
  let next = 1;
  return async (ownerUuid: string) => {
    const sequence = next++;
    await giveClaimed(deps, nft, sequence, ownerUuid);
    return `${nft.id}-${sequence}`;
  };
}

/** A body offering `amount` USD from prepaid USD. */
export const usdOffer = (itemId: string, amount: number, extra: Record<string, unknown> = {}) => ({
  nft_item: itemId,
  amount,
  payment_method: PaymentMethod.marketplaceCredit,
  source: 'usd',
  ...extra,
});

/** POSTs an offer as the user, with an Idempotency-Key when given. */
export async function postOffer(deps: Deps, user: UserRecord, body: unknown, idempotencyKey?: string) {
  const token = await deps.sessions.issueIdToken({ uuid: user.uuid, emailVerified: user.emailVerified });
  return callApi(deps, 'POST', OFFERS, body, {
    headers: {
      authorization: `Bearer ${token}`,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
  });
}

/** Makes an offer that must succeed; answers its uuid. */
export async function offered(
  deps: Deps,
  maker: SignedInUser,
  itemId: string,
  amount: number,
): Promise<string> {
  const answer = await postOffer(deps, maker.user, usdOffer(itemId, amount));
  if (answer.status !== 200) throw new Error(`offer refused: ${JSON.stringify(answer.body)}`);
  return answer.body.data.uuid;
}

export const decide = (user: SignedInUser, offerId: string, status: 'accept' | 'decline' | 'cancel') =>
  user.call('PATCH', offerPath(offerId), { status });

/** A verified user with `usdCents` of prepaid USD. */
export const collector = (deps: Deps, usdCents = 100_000) => bidder(deps, usdCents);

/** The user's spendable and held prepaid USD. */
export const usdOf = async (deps: Deps, userUuid: string) => ({
  usd: await balanceOf(deps, { kind: 'usd', userUuid }),
  held: await balanceOf(deps, { kind: 'held', userUuid, source: 'usd' }),
});

export const statusOf = async (db: Db, offerId: string) => (await getOffer(db, offerId))?.status;

/** The outbox's pending events of a type (the relay has not run in these tests). */
export const pendingOf = async (deps: Deps, type: string) =>
  (await listPendingEvents(deps.db, 1000)).filter((event) => event.type === type);

/** The notifications asked for `userUuid`, by type. */
export async function noticesFor(deps: Deps, userUuid: string): Promise<number[]> {
  const requests = await pendingOf(deps, 'NotificationRequested');
  return requests
    .filter((event) => event.detail.user_uuid === userUuid)
    .map((event) => Number(event.detail.notification_type));
}

/** Delivers events to the offers consumer as SQS would; throws when a record failed. */
export async function feedOffers(deps: Deps, events: DomainEvent[]): Promise<void> {
  const sqsEvent = {
    Records: events.map((event, i) => ({
      messageId: `m-${event.id}-${i}`,
      body: JSON.stringify(toEnvelope(event, deps.env)),
    })),
  } as unknown as SQSEvent;
  const { batchItemFailures } = await consumeBatch(deps, sqsEvent);
  if (batchItemFailures.length) throw new Error(`offers consumer failed ${batchItemFailures.length} records`);
}

/** The pending MarketActivity events about an item, delivered to the offers consumer. */
export async function relayItemActivity(deps: Deps, itemId: string): Promise<void> {
  const events = (await pendingOf(deps, 'MarketActivity')).filter(
    (event) => event.detail.nft_item_id === itemId,
  );
  await feedOffers(deps, events);
}
