import type { CollectionOffer, MatchingCollectionOffer, Offer } from '../../../shared/api/schemas/offers';
import { OfferStatus, traitTypeLabels } from '../../../shared/domain/enums';
import { offerCancellableAt, saleSplit } from '../../../shared/rules/resale';
import type { CollectionOfferRecord } from '../../data/collection-offer';
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

/**
 * An offer as its maker or the item's owner sees it, with the accept screen's split of its amount. The card it
 * holds is the maker's alone: the owner sees how it is paid (card, credit, coin), never which card.
 */
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
  const isMaker = offer.makerUuid === callerUuid;
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
    card_details: isMaker ? offer.card : null,
    paymentId: isMaker && payment.type === 'card' ? payment.cardId : null,
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
    is_maker: isMaker,
  };
}

/** Collection offers end as filled (every unit sold: the spec's accepted), cancelled or expired. */
const collectionStatusCodes: Record<CollectionOfferRecord['status'], OfferStatus> = {
  placing: OfferStatus.active,
  active: OfferStatus.active,
  filled: OfferStatus.accepted,
  cancelled: OfferStatus.cancelled,
  expired: OfferStatus.expired,
};

/** A collection or trait offer as anyone sees it on the collection page. */
export function collectionOfferView(
  offer: CollectionOfferRecord,
  callerUuid: string | undefined,
): CollectionOffer {
  const { payment } = offer;
  return {
    uuid: offer.id,
    created_by: { uuid: offer.makerUuid, username: offer.makerUsername },
    collection: { id: offer.collectionId, title: offer.collectionTitle },
    trait: offer.trait && { ...offer.trait, title: traitTypeLabels[offer.trait.type] },
    amount: centsToUsd(offer.amountCents),
    quantity: offer.quantity,
    units_left: offer.unitsLeft,
    coin: payment.type === 'coin' ? payment.coin : null,
    payment_method: methodCode(payment),
    expires_at: offer.expiresAt,
    created_at: offer.createdAt,
    cancellable_at: offerCancellableAt(new Date(offer.createdAt)).toISOString(),
    status: collectionStatusCodes[offer.status],
    is_maker: offer.makerUuid === callerUuid,
  };
}

/** A collection offer as the owner of a matching item sees it: with what selling this item to it would pay. */
export function matchingCollectionOfferView(
  offer: CollectionOfferRecord,
  nft: NftRecord,
  callerUuid: string,
): MatchingCollectionOffer {
  const split = saleSplit(offer.amountCents, {
    royaltyBps: nft.resaleRoyaltyBps,
    platformFeeBps: nft.platformFeeBps,
  });
  return {
    ...collectionOfferView(offer, callerUuid),
    seller_receives: centsToUsd(split.sellerCents),
    royalty: centsToUsd(split.royaltyCents),
    platform_fee: centsToUsd(split.platformFeeCents),
  };
}
