import type { ShippingAddress, ShippingAddressFields } from '../../shared/api/schemas/account';
import { type Db, type Item, putNew, queryItems, recordOf, type TransactItem } from './db';
import { userKey } from './user';

/** A user's shipping address, in the user's partition; ids are time-sortable, so the sort key orders by age. */
export interface ShippingAddressRecord extends ShippingAddressFields {
  uuid: string;
  userUuid: string;
  createdAt: string;
}

const ADDRESS_PREFIX = 'ADDRESS#';

export const shippingAddressKey = (userUuid: string, uuid: string) => ({
  pk: userKey(userUuid).pk,
  sk: `${ADDRESS_PREFIX}${uuid}`,
});

const toItem = (address: ShippingAddressRecord): Item => ({
  ...shippingAddressKey(address.userUuid, address.uuid),
  entity: 'shipping-address',
  ...address,
});

const fromItem = (item: Item) => recordOf<ShippingAddressRecord>(item);

export const putNewShippingAddress = (db: Db, address: ShippingAddressRecord): TransactItem =>
  putNew(db, toItem(address));

/** The user's addresses, newest first. */
export const listShippingAddresses = (db: Db, userUuid: string) =>
  queryItems(
    db,
    { pk: userKey(userUuid).pk, skBeginsWith: ADDRESS_PREFIX, descending: true, consistent: true },
    fromItem,
  );

export const toShippingAddressView = ({
  uuid,
  createdAt,
  userUuid: _owner,
  ...fields
}: ShippingAddressRecord): ShippingAddress => ({ uuid, created_at: createdAt, ...fields });
