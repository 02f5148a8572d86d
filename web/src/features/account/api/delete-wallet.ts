import { apiSend } from '../../../lib/api-client';

/** DELETE /api/wallet/{uuid}: unlinks one of the caller's wallets (errors shown in place). */
export const deleteWallet = (uuid: string) =>
  apiSend('deleteWallet', { params: { uuid } }, { toastErrors: false });
