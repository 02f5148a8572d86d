import type { Gift } from '../../../shared/api/schemas/gifts';
import { GIFT_FEE_CENTS } from '../../../shared/domain/constants';
import type { GiftRecord } from '../../data/gift';
import { reclaimableAt } from '../../domain/gifts/gift-rules';
import { centsToUsd } from '../../domain/money';

/** A gift as its giver sees it: 'waiting' for its receiver is the spec's pending. */
export const giftView = (gift: GiftRecord): Gift => ({
  uuid: gift.id,
  nft_item: gift.itemId,
  receiving_user_email: gift.receiverEmail,
  status: gift.status === 'waiting' ? 'pending' : gift.status,
  fee: centsToUsd(GIFT_FEE_CENTS),
  created_at: gift.createdAt,
  reclaimable_at: gift.status === 'waiting' ? (reclaimableAt(gift)?.toISOString() ?? null) : null,
});
