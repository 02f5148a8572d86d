import { accountRoutes } from '../../../shared/api/routes/account';
import { listShippingAddresses as listOf, toShippingAddressView } from '../../data/shipping-address';
import { endpoint } from '../../lib/http';

/** The caller's shipping addresses, newest first. */
export const listShippingAddresses = endpoint(accountRoutes.listShippingAddresses, async (deps, { user }) =>
  (await listOf(deps.db, user.uuid)).map(toShippingAddressView),
);
