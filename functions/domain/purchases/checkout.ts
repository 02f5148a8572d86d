import type { CheckoutResult } from '../../../shared/api/schemas/checkout';
import { listCards } from '../../data/card';
import type { Deps } from '../../lib/deps';
import { BadRequestError, NotImplementedError } from '../../lib/errors';
import { mediaUrl } from '../media';
import { PaymentMethodUnavailableError } from '../payments/errors';
import type { PaymentChoice } from '../payments/payment-method';
import { type BuyPackInput, buyPack } from './buy-pack';

const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export interface CheckoutRequest extends Omit<BuyPackInput, 'idempotencyKey' | 'packId'> {
  id: string;
  /** The id is a pack; auction checkouts (drop false) are not served here yet. */
  drop: boolean;
  headers: Record<string, string>;
}

/** The saved card a card checkout charges: the one named, else the user's default card. */
export async function cardChoice(deps: Deps, userUuid: string, cardId?: string): Promise<PaymentChoice> {
  if (cardId) return { type: 'card', cardId };
  const card = (await listCards(deps.db, userUuid)).find((c) => c.status === 'active' && c.isDefault);
  if (!card) throw new PaymentMethodUnavailableError();
  return { type: 'card', cardId: card.id };
}

/** A pack checkout of any method, answered as 'Order Received' with the editions for the reveal. */
export async function checkoutPack(deps: Deps, request: CheckoutRequest): Promise<CheckoutResult> {
  if (!request.drop) throw new NotImplementedError();
  const idempotencyKey = request.headers['idempotency-key']?.trim() || undefined;
  if (idempotencyKey && idempotencyKey.length > IDEMPOTENCY_KEY_MAX_LENGTH)
    throw new BadRequestError(`Idempotency-Key: at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`);
  const purchase = await buyPack(deps, { ...request, packId: request.id, idempotencyKey });
  return {
    status: 'success',
    data: {
      bid_id: purchase.orderId,
      items: purchase.items.map(({ nft, itemId, sequence }) => ({
        id: itemId,
        nft_id: nft.id,
        edition: sequence,
        title: nft.title,
        tier: nft.type,
        image: mediaUrl(deps.env, nft.imageKey),
        thumbnail: mediaUrl(deps.env, nft.thumbnailKey),
      })),
    },
  };
}
