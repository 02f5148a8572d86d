/** The navigation state the gift screens hand on: the receiver's address, as typed. */
export interface GiftNavigationState {
  email?: string;
}

export const emailOf = (state: GiftNavigationState | null | undefined) =>
  typeof state?.email === 'string' && state.email !== '' ? state.email : null;
