import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../functions/lib/auth/password';

describe('argon2id passwords', () => {
  it('verifies the right password only, with a fresh salt per hash', async () => {
    const hash = await hashPassword('Secret#123');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('Secret#123', hash)).toBe(true);
    expect(await verifyPassword('Secret#124', hash)).toBe(false);
    expect(await hashPassword('Secret#123')).not.toBe(hash);
    expect(await verifyPassword('Secret#123', 'garbage')).toBe(false);
  });
});
