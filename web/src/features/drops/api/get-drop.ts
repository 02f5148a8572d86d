import useSWR from 'swr';
import type { Drop } from '../../../../../shared/api/schemas/catalog';
import { type ApiError, apiKey } from '../../../lib/api-client';
import { useViewerKey } from '../../../lib/session/use-viewer-key';

/** GET /api/auction/drops/{id}: one drop with its packs (`drops`) and whether the viewer registered interest. */
const dropKey = (id: string) => apiKey('getDrop', { params: { id } });

export const useDrop = (id: string) => useSWR<Drop, ApiError>(useViewerKey(dropKey(id)));
