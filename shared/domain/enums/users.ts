import { codesOf, labelsFor, type ValueOf } from './codes';

// Users and processes.

/** User status; also the payout recipient status of the crypto payout wizard. */
export const UserStatus = {
  unauthorized: 'unauthorized',
  invited: 'invited',
  unverified: 'unverified',
  verified: 'verified',
  active: 'active',
  paused: 'paused',
  removed: 'removed',
} as const;
export type UserStatus = ValueOf<typeof UserStatus>;

/** Process status (identity verification, exports, payouts...). */
export const ProcessStatus = {
  notInitiated: 'not_initiated',
  created: 'created',
  started: 'started',
  pending: 'pending',
  completed: 'completed',
  failed: 'failed',
  expired: 'expired',
} as const;
export type ProcessStatus = ValueOf<typeof ProcessStatus>;

/** Two-factor channel of a user. */
export const TwoFactorChannel = { app: 'app', phone: 'phone' } as const;
export type TwoFactorChannel = ValueOf<typeof TwoFactorChannel>;

/** Age-gate answer stored locally. */
export const AgeStatus = { minor: 'minor', adult: 'adult' } as const;
export type AgeStatus = ValueOf<typeof AgeStatus>;

/** Pass page states (part 1 §2). */
export const PassState = {
  joinRaffle: 'join_raffle',
  joinWaitList: 'join_wait_list',
  drop: 'drop',
  marketplace: 'marketplace',
} as const;
export type PassState = ValueOf<typeof PassState>;

/** Toast variants (part 2 §8). */
export const ToastVariant = { success: 'success', error: 'error', warning: 'warning', info: 'info' } as const;
export type ToastVariant = ValueOf<typeof ToastVariant>;

/** Shirt sizes 1 Small .. 5 2XL. */
export const ShirtSize = { small: 1, medium: 2, large: 3, xl: 4, xxl: 5 } as const;
export type ShirtSize = ValueOf<typeof ShirtSize>;
export const shirtSizes = /* @__PURE__ */ codesOf(ShirtSize);
export const shirtSizeLabels = /* @__PURE__ */ labelsFor(ShirtSize, {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
  xl: 'XL',
  xxl: '2XL',
});
