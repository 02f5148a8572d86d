import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The local cloud runs the Lambdas' handlers with its own deps (configureDeps): its modules must not load the AWS
 * deps (functions/lib/aws-deps.ts, injected into the bundles only), whose Powertools Tracer brings the X-Ray SDK,
 * and with it cls-hooked's async hook on every promise of the process (a tenth of a drop rush's CPU).
 */
describe('the local cloud modules', () => {
  it("load neither the X-Ray SDK nor cls-hooked's async hook", () => {
    const script = `
      await import(${JSON.stringify(`${repoRoot}scripts/local-cloud/cloud.ts`)});
      const { createRequire } = await import('node:module');
      const loaded = Object.keys(createRequire(import.meta.url).cache);
      console.log(JSON.stringify({
        clsHooked: 'namespaces' in process,
        xray: loaded.filter((path) => path.includes('/aws-xray-sdk-core/')).length,
      }));`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(JSON.parse(output.trim().split('\n').at(-1) ?? '{}')).toEqual({
      clsHooked: false,
      xray: 0,
    });
  });
});
