import { randomInt } from 'node:crypto';

/**
 * A uniformly random order (Fisher–Yates with the crypto generator, so nobody can predict or bias the draw).
 * Answers a new array.
 */
export function fairShuffle<T>(items: readonly T[]): T[] {
  const order = [...items];
  for (let i = order.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [order[i], order[j]] = [order[j] as T, order[i] as T];
  }
  return order;
}
