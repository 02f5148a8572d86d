import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForThreeDsResult, notifyThreeDsOpener, THREE_DS_MESSAGE_TYPE } from './three-ds';

describe('the 3-D Secure result', () => {
  afterEach(() => {
    Object.defineProperty(window, 'opener', { value: null, configurable: true });
  });

  it("is posted to the page's opener (or parent frame) on this origin", () => {
    const opener = { postMessage: vi.fn() };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true });
    notifyThreeDsOpener({ outcome: 'failure', query: 'cko-session-id=sid_2' });
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: THREE_DS_MESSAGE_TYPE, outcome: 'failure', query: 'cko-session-id=sid_2' },
      window.location.origin,
    );
  });

  it('reaches the listener from a same-origin message or a storage write, and nothing else', () => {
    const results: unknown[] = [];
    const stop = listenForThreeDsResult((result) => results.push(result));
    const data = { type: THREE_DS_MESSAGE_TYPE, outcome: 'success', query: 'cko-session-id=a' };
    window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://evil.example' }));
    window.dispatchEvent(
      new MessageEvent('message', { data: { ...data, outcome: 'maybe' }, origin: window.location.origin }),
    );
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin }));
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'three_ds_result',
        newValue: JSON.stringify({ outcome: 'failure', query: 'cko-session-id=b', storedAt: 1 }),
      }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '{}' }));
    stop();
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin }));
    expect(results).toEqual([
      { outcome: 'success', query: 'cko-session-id=a' },
      { outcome: 'failure', query: 'cko-session-id=b' },
    ]);
  });
});
