import useSWR from 'swr';
import type { Drop } from '../../../../../shared/api/schemas/catalog';
import { type ApiError, apiKey } from '../../../lib/api-client';

/** GET /api/auction/drops/{id}: one drop with its packs (`drops`), the same for every viewer (a 'shared' route). */
const dropKey = (id: string) => apiKey('getDrop', { params: { id } });

export const useDrop = (id: string) => useSWR<Drop, ApiError>(dropKey(id));
