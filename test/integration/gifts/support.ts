import type { SQSEvent } from 'aws-lambda';
import { transactWrite } from '../../../functions/data/db';
import { listPendingEvents } from '../../../functions/data/outbox-event';
import { claimUnique } from '../../../functions/data/user-uniqueness';
import { consumeBatch } from '../../../functions/events/consumers/gifts';
import type { Deps } from '../../../functions/lib/deps';
import { toEnvelope } from '../../../scripts/local-cloud/event-bus';
import { PaymentMethod } from '../../../shared/domain/enums';
import type { SignedInUser } from '../account/support';

export const giftPath = (itemId: string) => `/api/nft/${itemId}/gift`;
export const reclaimPath = (itemId: string) => `/api/nft/${itemId}/gift/reclaim`;

/** A gift paid from prepaid USD. */
export const usdGift = (email: string) => ({
  receiving_user_email: email,
  payment_method: PaymentMethod.marketplaceCredit,
  source: 'usd',
  action: 'gift',
  redirect_uri: '/app/gift-nft/payment',
});

/** A gift paid with the user's default card. */
export const cardGift = (email: string) => ({
  receiving_user_email: email,
  payment_method: PaymentMethod.card,
  action: 'gift',
  redirect_uri: '/app/gift-nft/payment',
});

/** The outbox's pending events of a type (the tests run no relay). */
export const pendingOf = async (deps: Deps, type: string) =>
  (await listPendingEvents(deps.db, 1000)).filter((event) => event.type === type);

/** Delivers the pending EmailVerified events to the gifts consumer as SQS would; throws when a record failed. */
export async function relayEmailVerified(deps: Deps): Promise<void> {
  const events = await pendingOf(deps, 'EmailVerified');
  const sqsEvent = {
    Records: events.map((event, i) => ({
      messageId: `m-${event.id}-${i}`,
      body: JSON.stringify(toEnvelope(event, deps.env)),
      attributes: { ApproximateReceiveCount: '1' },
    })),
  } as unknown as SQSEvent;
  const { batchItemFailures } = await consumeBatch(deps, sqsEvent);
  if (batchItemFailures.length) throw new Error(`gifts consumer failed ${batchItemFailures.length} records`);
}

/** Takes the user's address as sign-up does (signedInUser writes only the user), so it names their account. */
export const claimEmail = (deps: Deps, user: SignedInUser) =>
  transactWrite(deps.db, [claimUnique(deps.db, 'email', user.user.email, user.user.uuid)]);
