import useSWR from 'swr';
import type { Offer } from '../../../../../shared/api/schemas/offers';
import { type ApiError, apiKey } from '../../../lib/api-client';
import { useViewerKey } from '../../../lib/session/use-viewer-key';

/** GET /api/offers/{offerId}: the offer, for its maker or the item's owner (403 'Offer no longer available.' else). */
export const offerKey = (offerId: string) => apiKey('getOffer', { params: { offerId } });

/** Scoped to the viewer: who asks decides the answer (is_maker, or 403). */
export const useOffer = (offerId: string) =>
  useSWR<Offer, ApiError>(useViewerKey(offerKey(offerId)), { shouldRetryOnError: false });
