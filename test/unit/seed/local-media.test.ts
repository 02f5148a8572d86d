import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localMedia } from '../../../functions/lib/adapters/local-media';

describe('local media', () => {
  const dir = mkdtempSync(join(tmpdir(), 'media-unit-'));
  const media = localMedia(dir);

  it('writes files under its directory and reports them', async () => {
    expect(await media.exists('drops/a/banner.svg')).toBe(false);
    await media.put('drops/a/banner.svg', '<svg/>', 'image/svg+xml');
    await media.put('bytes.bin', new Uint8Array([1, 2, 3]), 'application/octet-stream');
    expect(await media.exists('drops/a/banner.svg')).toBe(true);
    expect(readFileSync(join(dir, 'drops/a/banner.svg'), 'utf8')).toBe('<svg/>');
    expect([...readFileSync(join(dir, 'bytes.bin'))]).toEqual([1, 2, 3]);
    expect(await media.exists('drops/a')).toBe(false);
  });

  it.each(['../escape.svg', 'a/../../b.svg', '/etc/passwd', 'a\\b.svg', '', 'a//b.svg', './a.svg'])(
    'refuses the key %j',
    async (key) => {
      await expect(media.put(key, 'x', 'text/plain')).rejects.toThrow('Invalid media key');
      await expect(media.exists(key)).rejects.toThrow('Invalid media key');
    },
  );
});
