import { FUSION_MAX_DURATION_MS } from '../../../shared/domain/constants';
import type { FusionRecord } from '../../data/fusion';
import type { Deps } from '../../lib/deps';
import { FUSION_WORKFLOW, type FusionInput } from '../workflow-starts';

export const fusionExecution = (fusionId: string) => `fusion-${fusionId}`;

/** Seconds the workflow waits for the fused NFT: the sandbox clock's, else part 2 §9's up to 2 weeks. */
const fusionWaitSeconds = (env: Deps['env']) => env.FUSION_WAIT_SECONDS ?? FUSION_MAX_DURATION_MS / 1000;

/** Starts the fusion's workflow (idempotent by its execution name: the recovery sweep may start it again). */
export async function startFusion(deps: Pick<Deps, 'workflows' | 'env'>, record: FusionRecord) {
  const input: FusionInput = {
    fusionId: record.id,
    waitSeconds: fusionWaitSeconds(deps.env),
    shipping: record.shipment !== null,
  };
  await deps.workflows.start(FUSION_WORKFLOW, input, record.execution);
}
