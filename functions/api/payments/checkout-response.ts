import type { CheckoutAccepted } from '../../../shared/api/schemas/checkout';
import { type Responded, respond } from '../../lib/http';

/** A checkout's answer: 202 when it was still finishing ('accepted', the web polls the order), else 200. */
export const checkoutResponse = <T extends { status: string }>(
  answer: T | CheckoutAccepted,
): T | Responded<CheckoutAccepted> =>
  answer.status === 'accepted' ? respond(answer as CheckoutAccepted, { status: 202 }) : (answer as T);
