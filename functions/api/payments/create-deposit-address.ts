import { cryptoRoutes } from '../../../shared/api/routes/crypto';
import { createDepositAddress as createAddress } from '../../domain/crypto/deposit-addresses';
import { endpoint } from '../../lib/http';
import { currentUser } from '../account/current-user';

/** A deposit address for topping up the coin, valid 15 minutes, with the refund address checked for its network. */
export const createDepositAddress = endpoint(
  cryptoRoutes.createDepositAddress,
  async (deps, { params, body, user }) =>
    createAddress(deps, await currentUser(deps, user), params.coin, body.withdraw_address),
);
