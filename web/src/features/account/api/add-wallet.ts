import type { AddWalletBody } from '../../../../../shared/api/schemas/account';
import { apiSend } from '../../../lib/api-client';

/** POST /api/wallet: links a wallet with its signature of the account's link message (errors shown in place). */
export const addWallet = (body: AddWalletBody) => apiSend('addWallet', { body }, { toastErrors: false });
