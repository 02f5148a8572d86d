import type { ValidateWalletAddressBody } from '../../../../../shared/api/schemas/export';
import { apiSend } from '../../../lib/api-client';

/** POST /api/nft/validate-wallet-address: whether the address is a wallet of the chain (checksum included). */
export const validateWalletAddress = async (body: ValidateWalletAddressBody): Promise<boolean> =>
  (await apiSend('validateWalletAddress', { body }, { toastErrors: false })).validity;
