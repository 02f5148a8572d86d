import { expect, it } from 'vitest';
import './zod';

it('zod takes the jitless setting ./zod.ts leaves on globalThis', async () => {
  const { config } = await import('zod/mini');
  expect(config().jitless).toBe(true);
});
