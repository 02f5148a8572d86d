import { deliverWaitingGifts } from '../../domain/gifts/deliver-waiting-gifts';
import { eventCatalog } from '../catalog';
import { sqsConsumer } from '../sqs-consumer';

/** Delivers the gifts waiting for an address once an account verified it (sign-up, or a changed address). */
export const { handler, consumeBatch } = sqsConsumer('gifts', async (deps, event) => {
  if (event['detail-type'] !== 'EmailVerified') return;
  const { user_uuid, email } = eventCatalog.EmailVerified.parse(event.detail);
  await deliverWaitingGifts(deps, user_uuid, email);
});
