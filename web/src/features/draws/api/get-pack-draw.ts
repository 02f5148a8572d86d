import useSWR from 'swr';
import type { PackDraw } from '../../../../../shared/api/schemas/draws';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** GET /api/auction/packs/{id}/draw: the pack's draw in public; a 404 means the pack is sold first come. */
export const packDrawKey = (packId: string) => apiKey('getPackDraw', { params: { id: packId } });

export const usePackDraw = (packId: string) => useSWR<PackDraw, ApiError>(packDrawKey(packId));
