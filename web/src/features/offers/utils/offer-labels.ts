import { errorBodySchema } from '../../../../../shared/api/errors';
import type { CollectionOffer, Offer } from '../../../../../shared/api/schemas/offers';
import { OfferStatus, offerStatusLabels, PaymentMethod } from '../../../../../shared/domain/enums';
import { messages } from '../../../../../shared/domain/messages';
import { isApiError } from '../../../lib/api-client';
import { schemeName } from '../../../lib/payments/card-label';

/** How an offer is held: 'Visa •••• 4242', 'Marketplace Credit' or 'Prepaid Crypto (ETH)'. */
export function paymentDetail(offer: Pick<Offer, 'payment_method' | 'card_details' | 'coin'>): string {
  switch (offer.payment_method) {
    case PaymentMethod.card:
      return offer.card_details
        ? `${schemeName(offer.card_details.brand)} •••• ${offer.card_details.last4}`
        : 'Credit card / Debit card';
    case PaymentMethod.prepaidCrypto:
      return offer.coin ? `Prepaid Crypto (${offer.coin})` : 'Prepaid Crypto';
    default:
      return 'Marketplace Credit';
  }
}

export const statusLabel = (status: Offer['status']): string => offerStatusLabels[status] ?? '–';

export const isActive = (offer: Pick<Offer, 'status'>) => offer.status === OfferStatus.active;

/** 'Total Offer' for one, 'Total Offers' otherwise (spec part 1 §2). */
export const totalOffersLabel = (count: number) => `${count} ${count === 1 ? 'Total Offer' : 'Total Offers'}`;

/** Part 2 §8: a 403 while reading or answering an offer means it is gone for this user. */
export const isNoLongerAvailable = (error: unknown) => isApiError(error, 403);

/** The server's 'Offer already canceled' (a cancel of a cancelled offer, e.g. from another tab). */
export const isAlreadyCanceled = (error: unknown) =>
  isApiError(error) && error.lines.some((line) => line === messages.offerAlreadyCanceled);

/** The server's 409 'Unable to cancel offer' for a cancel within 6 hours of making the offer. */
export const isCancelTooEarly = (error: unknown) =>
  isApiError(error, 409) &&
  (error.lines.includes(messages.unableToCancelOffer) || cancellableAtOf(error) !== null);

/** When the server's 409 says the offer may be cancelled (its available_at), if it says. */
export function cancellableAtOf(error: unknown): Date | null {
  if (!isApiError(error)) return null;
  const at = errorBodySchema.safeParse(error.body).data?.available_at;
  const date = at ? new Date(at) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** What a collection offer is for: 'Any NFT', or the trait's type and value ('Background: Midnight Blue'). */
export const offerTargetText = (offer: Pick<CollectionOffer, 'trait'>) =>
  offer.trait ? `${offer.trait.title}: ${offer.trait.value}` : 'Any NFT';
