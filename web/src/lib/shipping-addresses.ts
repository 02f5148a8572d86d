import useSWR from 'swr';
import type { ShippingAddress, ShippingAddressInput } from '../../../shared/api/schemas/account';
import { countryTitle } from '../../../shared/domain/geo';
import { type ApiError, apiGet, apiSend } from './api-client';

/** The same key as the account settings' list, so a saved address shows in both. */
export const shippingAddressesKey = ['listShippingAddresses'] as const;

/** GET /api/user/shipping-address/: the saved addresses, newest first. */
export const useShippingAddresses = () =>
  useSWR<ShippingAddress[], ApiError>(shippingAddressesKey, () => apiGet('listShippingAddresses'));

/** POST /api/user/shipping-address/. */
export const createShippingAddress = async (address: ShippingAddressInput): Promise<ShippingAddress> =>
  (await apiSend('createShippingAddress', { body: address })).data;

/** An address on one line, street to country (the name is shown apart). */
export const addressLine = (address: ShippingAddress) =>
  [
    address.address,
    address.additional_address,
    address.city,
    address.state,
    address.zip_code,
    countryTitle(address.country) ?? address.country,
  ]
    .filter(Boolean)
    .join(', ');
