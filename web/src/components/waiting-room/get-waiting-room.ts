import useSWR from 'swr';
import type { WaitingRoomStatus } from '../../../../shared/api/schemas/waiting-room';
import { type ApiError, apiKey } from '../../lib/api-client';
import { useLiveChannel } from '../../lib/live/use-live-channel';

/** GET /api/auction/drops/{id}/waiting-room: the caller's place in the drop's waiting room. */
export const waitingRoomKey = (dropId: string) => apiKey('getWaitingRoom', { params: { id: dropId } });

/** Admission rounds run once a minute: looking again every 15 seconds shows a turn soon after it comes. */
const REFRESH_MS = 15_000;

/**
 * Polls while the caller waits (or the room is about to open); stops once they are admitted. A live nudge of the
 * drop (an admission round, a state change) reloads it at once.
 */
export function useWaitingRoom(dropId: string, enabled: boolean) {
  const result = useSWR<WaitingRoomStatus, ApiError>(enabled ? waitingRoomKey(dropId) : null, {
    refreshInterval: (status) => (status?.status === 'admitted' ? 0 : REFRESH_MS),
  });
  const { mutate } = result;
  useLiveChannel(enabled ? `drop:${dropId}` : null, () => void mutate());
  return result;
}
