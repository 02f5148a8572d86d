import { createHash } from 'node:crypto';
import type { OrderItem } from '../../data/order';
import { IdempotencyKeyReusedError } from '../ledger/errors';
import { InvalidOrderError } from './errors';
import type { Payee } from './payees';
import type { PaymentChoice } from './payment-method';

/** A hash of a request's content, built from arrays so the order of object keys never matters. */
export const fingerprintOf = (parts: unknown[]): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');

export const choiceParts = (choice: PaymentChoice) =>
  choice.type === 'card'
    ? ['card', choice.cardId]
    : choice.type === 'coin'
      ? ['coin', choice.coin]
      : [choice.type];

export const payeeParts = (payees: readonly Payee[]) =>
  payees.map((payee) => {
    if (payee.to === 'royalties') return [payee.to, payee.creatorId, payee.amountCents];
    if (payee.to === 'seller')
      return [payee.to, payee.userUuid, payee.amountCents, payee.availableAt ?? null];
    if (payee.to === 'earnings') return [payee.to, payee.userUuid, payee.amountCents];
    return [payee.to, payee.amountCents];
  });

export const itemParts = (items: readonly OrderItem[]) =>
  items.map((item) => [item.type, item.id, item.edition ?? null]);

/** A retry answers the first result; the same id with other content is refused. */
export function assertSameRequest(record: { fingerprint: string }, fingerprint: string, id: string): void {
  if (record.fingerprint !== fingerprint) throw new IdempotencyKeyReusedError(id);
}

/** Ids and keys go into table keys and ledger idempotency keys: short, and no '#'. */
export function assertKeyPart(value: string, what: string): void {
  if (!/^[\w:.-]{1,100}$/.test(value))
    throw new InvalidOrderError(`${what} must be 1-100 of [A-Za-z0-9_:.-]`);
}
