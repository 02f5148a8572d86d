/** The card fee: a share of the amount plus a fixed part, as card processors charge it. */
export interface CardFeeRate {
  basisPoints: number;
  fixedCents: number;
}

/** 2.9% + $0.30, the usual card-not-present rate; the sandbox charges it and the platform passes it on. */
export const STANDARD_CARD_FEE: CardFeeRate = { basisPoints: 290, fixedCents: 30 };

/** The fee in cents for an amount in cents, rounded half up to the cent; nothing to pay, no fee. */
export function cardFeeCents(amountCents: number, rate: CardFeeRate = STANDARD_CARD_FEE): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0)
    throw new Error(`Not integer cents: ${amountCents}`);
  if (amountCents === 0) return 0;
  return Math.floor((amountCents * rate.basisPoints + 5000) / 10_000) + rate.fixedCents;
}

/** '12.5' -> 1250: USD with at most 2 decimals read as text, so no binary fraction ever rounds it. */
export function usdTextToCents(text: string): number {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not a USD amount: ${text}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
