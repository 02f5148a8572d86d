import { describe, expect, it } from 'vitest';
import { createProgressBar } from '../../../scripts/seed/progress-bar';

const recorder = (isTTY: boolean) => {
  const writes: string[] = [];
  return { stream: { isTTY, write: (text: string) => writes.push(text) }, writes };
};

describe('progress bar', () => {
  it('redraws one line in place on a terminal and ends it when done', () => {
    const { stream, writes } = recorder(true);
    const { update, done } = createProgressBar('seeding demo catalog', stream);
    update(0, 20);
    update(9, 20);
    update(9, 20);
    update(20, 20);
    done();
    expect(writes).toEqual([
      `\r[${'-'.repeat(30)}]   0% seeding demo catalog`,
      `\r[${'#'.repeat(14)}${'-'.repeat(16)}]  45% seeding demo catalog`,
      `\r[${'#'.repeat(30)}] 100% seeding demo catalog`,
      '\n',
    ]);
  });

  it('prints a plain line at every tenth elsewhere', () => {
    const { stream, writes } = recorder(false);
    const bar = createProgressBar('seeding', stream);
    for (let done = 0; done <= 200; done++) bar.update(done, 200);
    bar.done();
    expect(writes).toHaveLength(11);
    expect(writes[4]).toBe('seeding: 40% (80/200)\n');
  });

  it('prints nothing when it never drew', () => {
    const { stream, writes } = recorder(true);
    createProgressBar('seeding', stream).done();
    expect(writes).toEqual([]);
  });
});
