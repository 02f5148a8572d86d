import type { FraudDecision } from '../../../shared/api/schemas/fraud';
import type { FraudPort, FraudProgress } from '../ports/fraud';

export interface SiftOptions {
  /** https://api.sift.com */
  apiUrl: string;
  /** The numeric account id the v3 (workflow and decision) calls are made under. */
  accountId: string | undefined;
  /** Read when first needed (Secrets Manager in AWS). */
  apiKey: () => Promise<string>;
  fetch?: typeof fetch;
}

/** A Sift Workflow run: its `history` names the decision it applied, once `state` is finished. */
interface WorkflowRun {
  id: string;
  state: 'running' | 'finished' | 'failed';
  history?: { app?: string; config?: { decision_id?: string } }[];
}

interface ConfiguredDecision {
  id: string;
  name: string;
  description?: string;
  category: 'ACCEPT' | 'WATCH' | 'BLOCK';
}

const categories = { ACCEPT: 'accept', WATCH: 'warn', BLOCK: 'block' } as const;

/** Sift amounts are micros of the currency: 1 cent = 10,000. */
const MICROS_PER_CENT = 10_000;

/**
 * Sift: a $create_order event runs the account's payment-abuse Workflow (return_workflow_status answers its
 * run); the run is polled until it applied a decision, whose category (ACCEPT, WATCH, BLOCK) comes from the
 * account's configured decisions. A run that finished without applying one leaves the order accepted.
 */
export function siftFraud(options: SiftOptions): FraudPort {
  const call = options.fetch ?? fetch;
  let decisions: Promise<Map<string, ConfiguredDecision>> | undefined;

  const accountPath = (path: string) => {
    if (!options.accountId) throw new Error('SIFT_ACCOUNT_ID must be set');
    return `/v3/accounts/${encodeURIComponent(options.accountId)}${path}`;
  };

  async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await call(new URL(path, options.apiUrl), init);
    if (!response.ok) throw new Error(`Sift answered ${response.status} for ${path}`);
    return (await response.json()) as T;
  }

  /** The v3 APIs take the API key as the Basic user name. */
  const readV3 = async <T>(path: string) =>
    request<T>(accountPath(path), {
      headers: { authorization: `Basic ${Buffer.from(`${await options.apiKey()}:`).toString('base64')}` },
    });

  async function configuredDecision(id: string): Promise<ConfiguredDecision | undefined> {
    const load = async () => {
      const { data } = await readV3<{ data: ConfiguredDecision[] }>(
        '/decisions?entity_type=order&abuse_types=payment_abuse',
      );
      return new Map(data.map((decision) => [decision.id, decision]));
    };
    decisions ??= load();
    const known = (await decisions).get(id);
    if (known) return known;
    // A decision added in the console since: read the list again.
    decisions = load();
    return (await decisions).get(id);
  }

  async function progressOf(run: WorkflowRun): Promise<FraudProgress> {
    if (run.state === 'running') return { status: 'pending' };
    if (run.state !== 'finished') throw new Error(`Sift workflow run ${run.id} ${run.state}`);
    const decisionId = run.history?.find((step) => step.app === 'decision')?.config?.decision_id;
    if (decisionId === undefined) {
      const none: FraudDecision = { category: 'accept', name: 'No action', description: '' };
      return { status: 'decided', decision: none };
    }
    const found = await configuredDecision(decisionId);
    if (!found) throw new Error(`Sift decision ${decisionId} is not configured`);
    const decision = {
      category: categories[found.category],
      name: found.name,
      description: found.description ?? '',
    };
    return { status: 'decided', decision };
  }

  return {
    async submitOrder(order) {
      const micros = order.amountCents * MICROS_PER_CENT;
      const answer = await request<{
        status: number;
        error_message?: string;
        score_response?: { workflow_statuses?: WorkflowRun[] };
      }>('/v205/events?return_workflow_status=true&abuse_types=payment_abuse', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          $type: '$create_order',
          $api_key: await options.apiKey(),
          $user_id: order.userUuid,
          $user_email: order.email,
          $order_id: order.orderId,
          $amount: micros,
          $currency_code: 'USD',
          $items: [{ $item_id: `${order.subject.kind}:${order.subject.id}`, $price: micros, $quantity: 1 }],
          order_action: order.action,
        }),
      });
      if (answer.status !== 0)
        throw new Error(`Sift refused the order (${answer.status}): ${answer.error_message}`);
      const run = answer.score_response?.workflow_statuses?.[0];
      if (!run) throw new Error('Sift ran no workflow for the order');
      return { ...(await progressOf(run)), reference: run.id };
    },
    async decisionOf(reference) {
      return progressOf(await readV3<WorkflowRun>(`/workflows/runs/${encodeURIComponent(reference)}`));
    },
  };
}
