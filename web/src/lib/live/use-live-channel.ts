import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { liveSocket } from './live-socket';

const subscribeStatus = (onChange: () => void) => liveSocket.onStatus(onChange);

/** Whether the live socket is up: pages may poll less then, and poll as before when it is not. */
export const useLiveUp = () => useSyncExternalStore(subscribeStatus, liveSocket.isUp, () => false);

/**
 * Calls `onNudge` when the channel changes (`auction:<id>`, `nft:<id>`, `collection:<id>`, `drop:<id>`, or the
 * private `user` with the access token); the page reloads its own data. A null channel listens to nothing.
 * Answers whether the socket is up.
 */
export function useLiveChannel(
  channel: string | null,
  onNudge: (kind: string) => void,
  token?: string | null,
) {
  const nudged = useEffectEvent(onNudge);
  const readToken = useEffectEvent(() => token ?? null);
  const isPrivate = token !== undefined;
  useEffect(() => {
    if (!channel) return;
    return liveSocket.subscribe(channel, (kind) => nudged(kind), isPrivate ? () => readToken() : undefined);
  }, [channel, isPrivate]);
  // A new token (a login, a refresh) subscribes again: the server checks it then.
  useEffect(() => {
    if (channel && token) liveSocket.resubscribe(channel);
  }, [channel, token]);
  return useLiveUp();
}
