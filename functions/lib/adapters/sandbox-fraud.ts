import type { FraudDecision } from '../../../shared/api/schemas/fraud';
import type { FraudPort } from '../ports/fraud';

/** The buyer's e-mail picks the sandbox's answer (README lists these); anything else is accepted. */
export const SANDBOX_FRAUD_INPUTS = {
  warn: '+warn',
  block: '+block',
  error: '+fraud-error',
  slow: '+slow',
  late: '+late',
} as const;

type Behaviour = 'accept' | 'warn' | 'block' | 'error' | 'slow';
type Category = 'accept' | 'warn' | 'block';

const behaviourOf = (email: string): Behaviour => {
  const lower = email.toLowerCase();
  if (lower.includes(SANDBOX_FRAUD_INPUTS.error)) return 'error';
  if (lower.includes(SANDBOX_FRAUD_INPUTS.slow)) return 'slow';
  if (lower.includes(SANDBOX_FRAUD_INPUTS.block)) return 'block';
  if (lower.includes(SANDBOX_FRAUD_INPUTS.warn)) return 'warn';
  return 'accept';
};

export const SANDBOX_FRAUD_DECISIONS: Record<Category, FraudDecision> = {
  accept: { category: 'accept', name: 'Order looks OK', description: 'No signs of payment fraud.' },
  warn: {
    category: 'warn',
    name: 'Order under watch',
    description: 'This order looks unusual. You may continue, and it may be reviewed.',
  },
  block: {
    category: 'block',
    name: 'Order blocked',
    description: 'This order looks like payment fraud. Continue only if you are sure it is yours.',
  },
};

const isDecision = (behaviour: Behaviour): behaviour is Category => behaviour in SANDBOX_FRAUD_DECISIONS;

/**
 * The provider in test mode. It keeps nothing: the order's behaviour travels in the reference. Decisions come
 * with the order, or on the first poll for '+late' (the workflow's, 3 s later); never for '+slow';
 * '+fraud-error' fails the first poll.
 */
export function sandboxFraud(): FraudPort {
  return {
    async submitOrder(order) {
      const behaviour = behaviourOf(order.email);
      const reference = `sandbox_${behaviour}_${order.orderId}`;
      const late = order.email.toLowerCase().includes(SANDBOX_FRAUD_INPUTS.late);
      return isDecision(behaviour) && !late
        ? { status: 'decided', decision: SANDBOX_FRAUD_DECISIONS[behaviour], reference }
        : { status: 'pending', reference };
    },
    async decisionOf(reference) {
      const behaviour = /^sandbox_([a-z]+)_/.exec(reference)?.[1] as Behaviour | undefined;
      if (behaviour === undefined) throw new Error(`Unknown sandbox fraud reference ${reference}`);
      if (behaviour === 'error') throw new Error('The sandbox fraud provider failed (+fraud-error)');
      if (behaviour === 'slow') return { status: 'pending' };
      return { status: 'decided', decision: SANDBOX_FRAUD_DECISIONS[behaviour] };
    },
  };
}
