import { describe, expect, it } from 'vitest';
import { queueOrder } from '../../../functions/domain/waiting-room/round';
import { fairShuffle } from '../../../functions/domain/waiting-room/shuffle';

describe('the waiting-room draw', () => {
  it('shuffles into every order equally often', () => {
    const runs = 6000;
    const counts = new Map<string, number>();
    for (let i = 0; i < runs; i++) {
      const order = fairShuffle(['a', 'b', 'c']).join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['abc', 'acb', 'bac', 'bca', 'cab', 'cba']);
    // 1000 expected each; the standard deviation is about 29, so 150 is more than 5 of them.
    for (const count of counts.values()) expect(Math.abs(count - runs / 6)).toBeLessThan(150);
  });

  it('keeps its input and answers a permutation of it', () => {
    const input = Array.from({ length: 100 }, (_, i) => i);
    const shuffled = fairShuffle(input);
    expect(input).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect([...shuffled].sort((a, b) => a - b)).toEqual(input);
  });

  it('draws those who joined before the start, then queues late joiners in join order', () => {
    const entry = (userUuid: string, joinedAt: string) => ({
      dropId: 'd',
      userUuid,
      joinedAt,
      position: null,
    });
    const early = Array.from({ length: 20 }, (_, i) =>
      entry(`early-${i}`, `2026-06-01T11:${10 + i}:00.000Z`),
    );
    const late = [
      entry('late-2', '2026-06-01T12:00:05.000Z'),
      entry('late-1', '2026-06-01T12:00:01.000Z'),
      entry('late-0', '2026-06-01T12:00:00.000Z'),
    ];
    const order = queueOrder([...late, ...early], '2026-06-01T12:00:00.000Z').map((e) => e.userUuid);
    expect(order.slice(0, 20).sort()).toEqual(early.map((e) => e.userUuid).sort());
    expect(order.slice(20)).toEqual(['late-0', 'late-1', 'late-2']);
  });
});
