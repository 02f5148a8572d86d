import useSWR from 'swr';
import type { DrawRegistration } from '../../../../../shared/api/schemas/draws';
import { type ApiError, apiKey } from '../../../lib/api-client';
import { useViewerKey } from '../../../lib/session/use-viewer-key';

/** GET /api/auction/packs/{id}/draw/registration: the caller's own registration; fetched only when `enabled`. */
export const useDrawRegistration = (packId: string, enabled: boolean) =>
  useSWR<DrawRegistration, ApiError>(
    useViewerKey(enabled ? apiKey('getDrawRegistration', { params: { id: packId } }) : null),
  );
