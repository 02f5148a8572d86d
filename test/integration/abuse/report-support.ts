import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../../functions/data/db';
import { localMedia } from '../../../functions/lib/adapters/local-media';
import type { ManualClock } from '../../../functions/lib/clock';
import { workflows } from '../../../functions/workflows/registry';
import type { SignedInUser } from '../account/support';
import { createTestRuntime } from '../local-cloud/support';

/** A local runtime running the report workflow, its private media's signed URLs on the test's clock. */
export function reportRuntime(db: Db, clock: ManualClock) {
  const mediaDir = mkdtempSync(join(tmpdir(), 'abuse-reports-'));
  const media = localMedia(mediaDir, { nowMs: () => clock.now().getTime() });
  return { mediaDir, media, runtime: createTestRuntime(db, { clock, workflows, media }) };
}

/** The user's report of `year` as the client gets it: started, the execution run, then its signed URL. */
export async function reportUrl(
  runtime: ReturnType<typeof reportRuntime>['runtime'],
  user: SignedInUser,
  year: number,
): Promise<string> {
  const path = `/api/user/transaction-report/${year}`;
  const first = await user.call('GET', path);
  if (first.body.status === 'completed') return first.body.url;
  const day = runtime.deps.clock.now().toISOString().slice(0, 10);
  const arn = `arn:aws:states:us-east-1:000000000000:execution:transaction-report:transaction-report-${user.user.uuid}-${year}-${day}`;
  if ((await runtime.workflows.settled(arn))?.status !== 'SUCCEEDED') throw new Error('the report failed');
  const answer = await user.call('GET', path);
  if (answer.body.status !== 'completed') throw new Error(`report ${JSON.stringify(answer.body)}`);
  return answer.body.url;
}
