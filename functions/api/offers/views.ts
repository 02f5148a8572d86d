import type { Offer } from '../../../shared/api/schemas/offers';
import { OfferStatus } from '../../../shared/domain/enums';
import { offerCancellableAt, saleSplit } from '../../../shared/rules/resale';
import type { NftRecord } from '../../data/nft';
import type { OfferRecord } from '../../data/offer';
import { mediaUrl } from '../../domain/media';
import { centsToUsd } from '../../domain/money';
import { methodCode } from '../../domain/payments/payment-method';
import type { Env } from '../../lib/env';

/** Placing and accepting are steps inside the server: the client sees them as the open (active) offer. */
const statusCodes: Record<OfferRecord['status'], OfferStatus> = {
  placing: OfferStatus.active,
  active: OfferStatus.active,
  accepting: OfferStatus.active,
  accepted: OfferStatus.accepted,
  declined: OfferStatus.declined,
  cancelled: OfferStatus.cancelled,
  expired: OfferStatus.expired,
};

/** An offer as its maker or the item's owner sees it, with the accept screen's split of its amount. */
export function offerView(
  env: Pick<Env, 'MEDIA_BASE_URL'>,
  offer: OfferRecord,
  nft: NftRecord,
  callerUuid: string,
): Offer {
  const split = saleSplit(offer.amountCents, {
    royaltyBps: nft.resaleRoyaltyBps,
    platformFeeBps: nft.platformFeeBps,
  });
  const { payment } = offer;
  return {
    uuid: offer.id,
    created_by: { uuid: offer.makerUuid, username: offer.makerUsername },
    amount: centsToUsd(offer.amountCents),
    coin: payment.type === 'coin' ? payment.coin : null,
    payment_method: methodCode(payment),
    expires_at: offer.expiresAt,
    created_at: offer.createdAt,
    cancellable_at: offerCancellableAt(new Date(offer.createdAt)).toISOString(),
    status: statusCodes[offer.status],
    card_details: offer.card,
    paymentId: payment.type === 'card' ? payment.cardId : null,
    viewed: offer.viewed,
    nft_item: {
      id: offer.itemId,
      nft_id: offer.nftId,
      sequence: offer.sequence,
      title: offer.title,
      thumbnail: mediaUrl(env, nft.thumbnailKey),
    },
    seller_receives: centsToUsd(split.sellerCents),
    royalty: centsToUsd(split.royaltyCents),
    platform_fee: centsToUsd(split.platformFeeCents),
    is_maker: offer.makerUuid === callerUuid,
  };
}
