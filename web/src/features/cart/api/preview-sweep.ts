import useSWR from 'swr';
import type { SweepPreview } from '../../../../../shared/api/schemas/cart';
import { type ApiError, apiKey } from '../../../lib/api-client';

export interface SweepFields {
  collectionId: string;
  count: number;
  maxTotalCents: number;
}

const sweepPreviewKey = ({ collectionId, count, maxTotalCents }: SweepFields) =>
  apiKey('previewSweep', {
    query: { collection_id: collectionId, count, max_total_cents: maxTotalCents },
  });

/** GET /api/payments/sweep_preview: the listings a sweep with these fields would buy now (null: not asked yet). */
export const useSweepPreview = (fields: SweepFields | null) =>
  useSWR<SweepPreview, ApiError>(fields ? sweepPreviewKey(fields) : null);
