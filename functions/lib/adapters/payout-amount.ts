/** Payouts are whole cents above zero; anything else is a caller's bug, refused before a provider is called. */
export function assertPositiveCents(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
    throw new Error(`A payout amount must be a positive whole number of cents, got ${amountCents}`);
}
