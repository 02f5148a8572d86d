import { cryptoRoutes } from '../../../shared/api/routes/crypto';
import { listDepositAddresses as listAddresses } from '../../domain/crypto/deposit-addresses';
import { endpoint } from '../../lib/http';

/** The caller's latest deposit address per coin, with its expiry. */
export const listDepositAddresses = endpoint(cryptoRoutes.listDepositAddresses, (deps, { user }) =>
  listAddresses(deps, user.uuid),
);
