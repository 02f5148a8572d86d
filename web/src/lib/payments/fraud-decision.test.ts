import { describe, expect, it } from 'vitest';
import { messages } from '../../../../shared/domain/messages';
import { callsTo, mockApi } from '../../testing/mock-api';
import { checkFraudDecision, FraudCheckError } from './fraud-decision';

const order = { price: 25, drop: false, action: 'buy' } as const;
const fast = { intervalMs: 1, timeoutMs: 200 };

describe('the fraud decision', () => {
  it('answers null when no decision is needed', async () => {
    const fetchMock = mockApi({
      'POST /api/payments/sift-order-decision/auc-1': { is_decision_required: false },
    });
    await expect(checkFraudDecision('auc-1', order, fast)).resolves.toBeNull();
    expect(callsTo(fetchMock, '/api/payments/sift-order-decision/auc-1')).toHaveLength(1);
  });

  it('polls until the check decides', async () => {
    let polls = 0;
    const warn = { category: 'warn', name: 'Review', description: 'Unusual activity' };
    const fetchMock = mockApi({
      'POST /api/payments/sift-order-decision/auc-1': { is_decision_required: true },
      'GET /api/payments/sift-order-decision/auc-1': () =>
        ++polls < 3 ? { status: 'pending', decision: null } : { status: 'decided', decision: warn },
    });
    await expect(checkFraudDecision('auc-1', order, fast)).resolves.toEqual(warn);
    const gets = callsTo(fetchMock, '/api/payments/sift-order-decision/auc-1').filter((query) =>
      query.has('drop'),
    );
    expect(gets.map((query) => query.get('drop'))).toEqual(['false', 'false', 'false']);
  });

  it("cancels on an error answer, and gives up with 'timeout error on poll'", async () => {
    mockApi({
      'POST /api/payments/sift-order-decision/a': { is_decision_required: true },
      'GET /api/payments/sift-order-decision/a': { status: 'error', decision: null },
      'POST /api/payments/sift-order-decision/b': { is_decision_required: true },
      'GET /api/payments/sift-order-decision/b': { status: 'pending', decision: null },
    });
    await expect(checkFraudDecision('a', order, fast)).rejects.toBeInstanceOf(FraudCheckError);
    await expect(checkFraudDecision('b', order, { intervalMs: 5, timeoutMs: 20 })).rejects.toThrow(
      messages.pollTimeout,
    );
  });
});
