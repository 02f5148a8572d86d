import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../../functions/lib/env';
import { createIdGenerator } from '../../../functions/lib/ids';

describe('time-sortable ids', () => {
  it('sort by creation time, also within one millisecond', () => {
    let time = 1_700_000_000_000;
    const next = createIdGenerator(() => time);
    const ids = [next(), next(), next()];
    time += 1;
    ids.push(next());
    expect(ids.every((id) => /^[0-9A-HJKMNP-TV-Z]{26}$/.test(id))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(4);
  });
});

describe('environment', () => {
  it('fails fast naming the missing variable', () => {
    expect(() => parseEnv({ STAGE: 'aws' })).toThrow(/TABLE_NAME/);
    expect(() => parseEnv({ TABLE_NAME: 't' })).toThrow(/STAGE/);
  });

  it('applies defaults', () => {
    expect(parseEnv({ STAGE: 'local', TABLE_NAME: 't' }).MEDIA_BASE_URL).toBe('/media');
  });
});
