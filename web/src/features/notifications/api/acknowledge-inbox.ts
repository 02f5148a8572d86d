import { apiSend } from '../../../lib/api-client';

/** POST /api/inbox/ack: marks the shown notifications read. */
export const acknowledgeInbox = (ids: string[]) =>
  apiSend('acknowledgeInbox', { body: { id_list: ids } }, { toastErrors: false });
