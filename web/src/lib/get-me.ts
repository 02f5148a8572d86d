import useSWR from 'swr';
import type { User } from '../../../shared/api/schemas/user';
import { type ApiError, apiGet } from './api-client';
import { useIsLoggedIn } from './auth';

export type Me = User;

export const meKey = ['getMe'] as const;

/** GET /api/me while logged in. */
export function useMe() {
  const loggedIn = useIsLoggedIn();
  return useSWR<Me, ApiError>(loggedIn ? meKey : null, () => apiGet('getMe'));
}
