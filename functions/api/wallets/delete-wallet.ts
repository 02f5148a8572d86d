import { walletRoutes } from '../../../shared/api/routes/wallets';
import { conditionFailedAt, transactWrite } from '../../data/db';
import { getWallet, unlinkWallet } from '../../data/wallet';
import { NotFoundError } from '../../lib/errors';
import { endpoint } from '../../lib/http';

/** Unlinks one of the caller's wallets and frees its address; another user's wallet is simply not found. */
export const deleteWallet = endpoint(walletRoutes.deleteWallet, async (deps, { params, user }) => {
  const wallet = await getWallet(deps.db, user.uuid, params.uuid);
  if (!wallet) throw new NotFoundError();
  try {
    await transactWrite(deps.db, unlinkWallet(deps.db, wallet));
  } catch (error) {
    // Removed by a concurrent call between the read and the write.
    if (conditionFailedAt(error, 0)) throw new NotFoundError();
    throw error;
  }
  return {};
});
