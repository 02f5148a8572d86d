/** Money is integer cents inside; answers carry dollars with at most 2 decimals (exact for any integer cents). */
export const centsToUsd = (cents: number): number => {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not integer cents: ${cents}`);
  return cents / 100;
};

export const optionalCentsToUsd = (cents: number | null): number | null =>
  cents === null ? null : centsToUsd(cents);
