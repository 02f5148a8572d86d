import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveSocket, RECONNECT_BASE_MS, RECONNECT_MAX_MS } from './live-socket';

/** A browser WebSocket the test drives: it opens, closes and receives frames when told. */
class FakeSocket {
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const latest = () => FakeSocket.made.at(-1) as FakeSocket;

const live = (random = () => 1) =>
  createLiveSocket({
    url: () => 'ws://localhost/api/live',
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    random,
  });

beforeEach(() => {
  FakeSocket.made = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the live socket', () => {
  it('connects on the first subscription, subscribes on open and hands nudges to their channel only', () => {
    const socket = live();
    const auction = vi.fn();
    const nft = vi.fn();
    socket.subscribe('auction:A1', auction);
    socket.subscribe('nft:N1', nft);
    expect(FakeSocket.made).toHaveLength(1);
    expect(socket.isUp()).toBe(false);

    latest().open();
    expect(socket.isUp()).toBe(true);
    expect(latest().sent).toEqual([
      { action: 'subscribe', channel: 'auction:A1' },
      { action: 'subscribe', channel: 'nft:N1' },
    ]);
    latest().receive({ channel: 'auction:A1', kind: 'bid' });
    expect(auction).toHaveBeenCalledWith('bid');
    expect(nft).not.toHaveBeenCalled();
    // Once the server listens, the page reads again: a change between its first read and now had no nudge.
    latest().receive({ type: 'subscribed', channel: 'nft:N1' });
    expect(nft).toHaveBeenCalledWith('subscribed');
    expect(auction).toHaveBeenCalledTimes(1);
  });

  it('subscribes the private channel with the current token, and not without one', () => {
    const socket = live();
    let token: string | null = null;
    socket.subscribe('user', vi.fn(), () => token);
    latest().open();
    expect(latest().sent).toEqual([]);
    token = 'id-token-1';
    socket.resubscribe('user');
    expect(latest().sent).toEqual([{ action: 'subscribe', channel: 'user', token: 'id-token-1' }]);
  });

  it('reconnects with doubling, capped, jittered delays, then resubscribes and reports the missed time', () => {
    const socket = live(() => 0);
    const listener = vi.fn();
    socket.subscribe('auction:A1', listener);
    latest().open();
    latest().drop();
    expect(socket.isUp()).toBe(false);

    // Jitter 0 waits half of each step: 0.5 s, 1 s, 2 s ... up to half of 30 s.
    const delays: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const before = FakeSocket.made.length;
      const expected = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt) / 2;
      vi.advanceTimersByTime(expected - 1);
      expect(FakeSocket.made).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.made).toHaveLength(before + 1);
      delays.push(expected);
      latest().drop();
    }
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000]);

    vi.advanceTimersByTime(15_000);
    latest().open();
    expect(socket.isUp()).toBe(true);
    expect(latest().sent).toEqual([{ action: 'subscribe', channel: 'auction:A1' }]);
    expect(listener).toHaveBeenCalledWith('reconnected');

    // A good connection starts the backoff over.
    latest().drop();
    const before = FakeSocket.made.length;
    vi.advanceTimersByTime(500);
    expect(FakeSocket.made).toHaveLength(before + 1);
  });

  it('unsubscribes when the last listener leaves, and stops reconnecting with no channel left', () => {
    const socket = live();
    const first = socket.subscribe('auction:A1', vi.fn());
    const second = socket.subscribe('auction:A1', vi.fn());
    latest().open();
    first();
    expect(latest().sent).toHaveLength(1);
    second();
    expect(latest().sent.at(-1)).toEqual({ action: 'unsubscribe', channel: 'auction:A1' });
    latest().drop();
    vi.advanceTimersByTime(RECONNECT_MAX_MS);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('without a WebSocket stays down and never calls: pages keep polling', () => {
    const socket = createLiveSocket({ url: () => 'ws://localhost/api/live', WebSocket: undefined });
    const status = vi.fn();
    socket.onStatus(status);
    socket.subscribe('auction:A1', vi.fn());
    vi.advanceTimersByTime(RECONNECT_MAX_MS);
    expect(socket.isUp()).toBe(false);
    expect(status).not.toHaveBeenCalled();
  });
});
