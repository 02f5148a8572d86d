import { accountRoutes } from '../../../shared/api/routes/account';
import { transactWrite } from '../../data/db';
import {
  putNewShippingAddress,
  type ShippingAddressRecord,
  toShippingAddressView,
} from '../../data/shipping-address';
import { endpoint } from '../../lib/http';

/** Saves a shipping address; the contract's schema has already applied the rules of spec part 1 §5. */
export const createShippingAddress = endpoint(
  accountRoutes.createShippingAddress,
  async (deps, { body, user }) => {
    const address: ShippingAddressRecord = {
      ...body,
      uuid: deps.newId(),
      userUuid: user.uuid,
      createdAt: deps.clock.now().toISOString(),
    };
    await transactWrite(deps.db, [putNewShippingAddress(deps.db, address)]);
    return { data: toShippingAddressView(address) };
  },
);
