import useSWR from 'swr';
import type { Drop, Pack } from '../../../../../shared/api/schemas/catalog';
import { type ApiError, apiKey } from '../../../lib/api-client';

/**
 * GET /api/auction/drops/{packId}: the spec's 'Drop/pack' entity, read by the pack's id. The answer is the drop
 * that sells the pack (its window, artist and video), the pack among its `drops`.
 */
export const packKey = (packId: string) => apiKey('getDrop', { params: { id: packId } });

export interface PackOfDrop {
  pack: Pack;
  drop: Drop;
}

/** The pack and its drop; `missing` when the answer does not hold the pack. */
export function usePack(packId: string) {
  const { data: drop, error, isLoading } = useSWR<Drop, ApiError>(packKey(packId));
  const pack = drop?.drops.find((candidate) => candidate.id === packId);
  return {
    data: drop && pack ? ({ pack, drop } satisfies PackOfDrop) : undefined,
    missing: drop !== undefined && !pack,
    error,
    isLoading,
  };
}
