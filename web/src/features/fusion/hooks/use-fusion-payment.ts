import type { CreateFusionAnswer, Fusion } from '../../../../../shared/api/schemas/fusion';
import { messages } from '../../../../../shared/domain/messages';
import { useMe } from '../../../lib/get-me';
import { choiceScopePart } from '../../../lib/payments/payment-fields';
import { usePaidCall } from '../../../lib/payments/use-paid-call';
import { createFusionRequest } from '../api/create-fusion-request';

/**
 * Pays for the fusion of `items` (POST /nft/fusion_request) with the chosen method, through a card's 3-D Secure
 * challenge when it asks for one (lib/payments/use-paid-call.ts); one attempt per user, items, address and method,
 * so a retry or a reload never fuses or charges twice. Part 2 §8: a failure is only logged ('Fuse failed.') and
 * loading ends; `onFused` gets the fusion.
 */
export function useFusionPayment(
  target: { items: string[]; addressUuid: string | null },
  onFused: (fusion: Fusion) => void,
) {
  const { data: me } = useMe();
  return usePaidCall<Extract<CreateFusionAnswer, { status: 'success' }>>({
    scope: (choice) => [
      'fusion',
      me?.uuid ?? '',
      [...target.items].sort().join(','),
      target.addressUuid ?? 'no-address',
      choiceScopePart(choice),
    ],
    send: (choice, idempotencyKey) => createFusionRequest({ ...target, choice, idempotencyKey }),
    onDone: (answer) => onFused(answer.data),
    onFailed: (error) => console.error(messages.fuseFailed, error),
  });
}
