import useSWR from 'swr';
import type { CollectionOffersList } from '../../../../../shared/api/schemas/offers';
import { type ApiError, apiKey } from '../../../lib/api-client';
import { useViewerKey } from '../../../lib/session/use-viewer-key';

/** GET /api/offers/collection/{collectionId}: the collection's open collection and trait offers, best first. */
export const collectionOffersKey = (collectionId: string) =>
  apiKey('listCollectionOffers', { params: { collectionId } });

/** Scoped to the viewer: is_maker marks the caller's own offers (their Cancel). */
export const useCollectionOffers = (collectionId: string) =>
  useSWR<CollectionOffersList, ApiError>(useViewerKey(collectionOffersKey(collectionId)));
