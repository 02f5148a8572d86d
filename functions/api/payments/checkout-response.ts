import type { CheckoutAccepted } from '../../../shared/api/schemas/checkout';
import { type Responded, respond } from '../../lib/http';
import { acceptWithinMs } from '../../lib/request-deadline';

/** A checkout's answer: 202 when it was still finishing ('accepted', the web polls the order), else 200. */
export const checkoutResponse = <T extends { status: string }>(
  answer: T | CheckoutAccepted,
): T | Responded<CheckoutAccepted> =>
  answer.status === 'accepted' ? respond(answer as CheckoutAccepted, { status: 202 }) : (answer as T);

/** What a pack or Buy Now checkout call carries whatever pays: the item, the buyer, the key and the deadline. */
export const checkoutBasics = (input: {
  params: { id: string };
  body: { drop: boolean; quantity: number; addressUUID?: string | null };
  user: { uuid: string };
  headers: Record<string, string>;
  remainingMs: () => number;
}) => ({
  id: input.params.id,
  drop: input.body.drop,
  quantity: input.body.quantity,
  addressUuid: input.body.addressUUID,
  headers: input.headers,
  answerWithinMs: acceptWithinMs(input.remainingMs()),
  userUuid: input.user.uuid,
});
