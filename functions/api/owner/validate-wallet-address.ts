import { exportRoutes } from '../../../shared/api/routes/export';
import { isValidWalletAddress } from '../../domain/export/wallet-address';
import { endpoint } from '../../lib/http';

/** Whether the address is a wallet of the chain, checksum included. */
export const validateWalletAddress = endpoint(
  exportRoutes.validateWalletAddress,
  async (_deps, { body }) => ({
    validity: isValidWalletAddress(body.blockchain, body.wallet_address),
  }),
);
