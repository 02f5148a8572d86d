import useSWR from 'swr';
import type { ShippingAddress, ShippingAddressInput } from '../../../shared/api/schemas/account';
import { type ApiError, apiGet, apiSend } from './api-client';

/** The same key as the account settings' list, so a saved address shows in both. */
export const shippingAddressesKey = ['listShippingAddresses'] as const;

/** GET /api/user/shipping-address/: the saved addresses, newest first. */
export const useShippingAddresses = () =>
  useSWR<ShippingAddress[], ApiError>(shippingAddressesKey, () => apiGet('listShippingAddresses'));

/** POST /api/user/shipping-address/. */
export const createShippingAddress = async (address: ShippingAddressInput): Promise<ShippingAddress> =>
  (await apiSend('createShippingAddress', { body: address })).data;
