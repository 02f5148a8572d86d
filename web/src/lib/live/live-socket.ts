import type { LiveFrame, LiveRequest } from '../../../../shared/api/live';
import { LIVE_PATH } from '../../../../shared/api/live';

/**
 * Called with the nudge's kind ('bid', 'sale', 'notification', ...), 'subscribed' once the server listens for the
 * page (what changed between the page's first read and then was not nudged), or 'reconnected' after missed time.
 */
export type NudgeListener = (kind: string) => void;

interface Channel {
  listeners: Set<NudgeListener>;
  /** The access token, read at each (re)subscribe: only the private `user` channel has one. */
  token?: () => string | null;
}

export interface LiveSocketOptions {
  url: () => string;
  /** The browser's WebSocket (none: live updates are off and pages poll as without them). */
  WebSocket?: typeof WebSocket;
  random?: () => number;
}

/** The first reconnect waits about 1 s, then each doubles up to 30 s, with jitter so tabs do not stampede. */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * One socket per tab for every page's live channels: connects on the first subscription, resubscribes after
 * each reconnect, and tells every channel 'reconnected' then (what changed meanwhile was missed).
 */
export function createLiveSocket(options: LiveSocketOptions) {
  const channels = new Map<string, Channel>();
  const statusListeners = new Set<() => void>();
  const random = options.random ?? Math.random;
  let socket: WebSocket | null = null;
  let up = false;
  let attempts = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  const setUp = (value: boolean) => {
    if (up === value) return;
    up = value;
    for (const listener of statusListeners) listener();
  };

  const send = (request: LiveRequest) => {
    if (socket?.readyState === 1) socket.send(JSON.stringify(request));
  };

  const subscribeFrame = (name: string, channel: Channel) => {
    const token = channel.token?.();
    if (channel.token && !token) return;
    send({ action: 'subscribe', channel: name, ...(token ? { token } : {}) });
  };

  function connect() {
    const Socket = options.WebSocket;
    if (!Socket || socket || channels.size === 0) return;
    const opened = new Socket(options.url());
    socket = opened;
    opened.onopen = () => {
      const missedTime = attempts > 0;
      attempts = 0;
      setUp(true);
      for (const [name, channel] of channels) {
        subscribeFrame(name, channel);
        if (missedTime) for (const listener of channel.listeners) listener('reconnected');
      }
    };
    opened.onmessage = (message) => {
      const frame = parse(message.data);
      if (!frame || !('channel' in frame)) return;
      const kind = 'kind' in frame ? frame.kind : frame.type;
      if (kind === 'unsubscribed') return;
      for (const listener of channels.get(frame.channel)?.listeners ?? []) listener(kind);
    };
    opened.onclose = () => {
      socket = null;
      setUp(false);
      if (channels.size === 0) return;
      const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempts) * (0.5 + random() / 2);
      attempts++;
      reconnectTimer = setTimeout(() => {
        reconnectTimer = undefined;
        connect();
      }, delay);
    };
  }

  return {
    /** Listens to a channel until the returned function is called. */
    subscribe(name: string, listener: NudgeListener, token?: () => string | null): () => void {
      let channel = channels.get(name);
      if (!channel) {
        channel = { listeners: new Set(), token };
        channels.set(name, channel);
        subscribeFrame(name, channel);
      }
      channel.listeners.add(listener);
      if (!reconnectTimer) connect();
      return () => {
        channel.listeners.delete(listener);
        if (channel.listeners.size > 0 || channels.get(name) !== channel) return;
        channels.delete(name);
        send({ action: 'unsubscribe', channel: name });
      };
    },
    /** Subscribes again with a new token (a login, a refreshed id_token). */
    resubscribe(name: string) {
      const channel = channels.get(name);
      if (channel) subscribeFrame(name, channel);
    },
    isUp: () => up,
    onStatus(listener: () => void) {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
  };
}

function parse(data: unknown): LiveFrame | undefined {
  try {
    const frame = typeof data === 'string' ? JSON.parse(data) : undefined;
    return frame && typeof frame === 'object' && typeof frame.channel === 'string' ? frame : undefined;
  } catch {
    return undefined;
  }
}

export type LiveSocket = ReturnType<typeof createLiveSocket>;

/** The tab's socket, at the site's own origin (CloudFront forwards LIVE_PATH to the WebSocket API in AWS). */
export const liveSocket = createLiveSocket({
  url: () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${LIVE_PATH}`,
  WebSocket: globalThis.WebSocket,
});
