import { describe, expect, it, vi } from 'vitest';
import { FRAUD_DECISION_NUDGE } from '../../../../shared/api/live';
import { messages } from '../../../../shared/domain/messages';
import { callsTo, mockApi } from '../../testing/mock-api';
import { liveSocket } from '../live/live-socket';
import {
  checkFraudDecision,
  type DecisionNudges,
  FraudCheckError,
  liveDecisionNudges,
} from './fraud-decision';

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

  it("takes the POST's decision at once: no poll, no socket", async () => {
    const accept = { category: 'accept', name: 'OK', description: 'No signs of payment fraud.' };
    const fetchMock = mockApi({
      'POST /api/payments/sift-order-decision/auc-1': { is_decision_required: true, decision: accept },
    });
    const nudges = vi.fn<DecisionNudges>(() => () => {});
    await expect(checkFraudDecision('auc-1', order, { ...fast, nudges })).resolves.toEqual(accept);
    expect(callsTo(fetchMock, '/api/payments/sift-order-decision/auc-1')).toHaveLength(1);
    expect(nudges).not.toHaveBeenCalled();
  });

  it('reads a pending check on the live nudge, long before the next poll, and stops listening then', async () => {
    const block = { category: 'block', name: 'Blocked', description: 'Looks like fraud' };
    let decided = false;
    const stop = vi.fn();
    let nudge = () => {};
    const fetchMock = mockApi({
      'POST /api/payments/sift-order-decision/auc-1': () => {
        setTimeout(() => {
          decided = true;
          nudge();
        }, 20);
        return { is_decision_required: true };
      },
      'GET /api/payments/sift-order-decision/auc-1': () =>
        decided ? { status: 'decided', decision: block } : { status: 'pending', decision: null },
    });
    const nudges: DecisionNudges = (onNudge) => {
      nudge = onNudge;
      return stop;
    };
    const started = Date.now();
    await expect(
      checkFraudDecision('auc-1', order, { intervalMs: 60_000, timeoutMs: 120_000, nudges }),
    ).resolves.toEqual(block);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(
      callsTo(fetchMock, '/api/payments/sift-order-decision/auc-1').filter((q) => q.has('drop')),
    ).toHaveLength(1);
    expect(stop).toHaveBeenCalledOnce();
  });

  it("hears the private user channel's fraud nudge, the first subscription and a reconnect, not notifications", () => {
    const unsubscribe = vi.fn();
    const subscribe = vi.spyOn(liveSocket, 'subscribe').mockReturnValue(unsubscribe);
    const onNudge = vi.fn();

    const stop = liveDecisionNudges(() => 'id-token')(onNudge);

    const [channel, listener, token] = subscribe.mock.calls[0] ?? [];
    expect([channel, token?.()]).toEqual(['user', 'id-token']);
    for (const kind of [FRAUD_DECISION_NUDGE, 'notification', 'subscribed', 'reconnected']) listener?.(kind);
    expect(onNudge).toHaveBeenCalledTimes(3);
    stop();
    expect(unsubscribe).toHaveBeenCalledOnce();
    subscribe.mockRestore();
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
