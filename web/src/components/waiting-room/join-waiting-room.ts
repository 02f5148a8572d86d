import { apiSend } from '../../lib/api-client';

/**
 * POST /api/auction/drops/{id}/waiting-room: joins (again: the same place) and answers the caller's status.
 * The panel shows a refusal in place, so it is not toasted.
 */
export const joinWaitingRoom = (dropId: string) =>
  apiSend('joinWaitingRoom', { params: { id: dropId } }, { toastErrors: false });
