import { atom, useAtomValue } from 'jotai';

/** One clock for every countdown: it ticks each second while something reads it. */
const clockAtom = atom(Date.now());
clockAtom.onMount = (set) => {
  set(Date.now());
  const timer = setInterval(() => set(Date.now()), 1000);
  return () => clearInterval(timer);
};

/** The current time, refreshed each second; `fixed` pins it (tests, previews). */
export function useNow(fixed?: Date): Date {
  const now = useAtomValue(clockAtom);
  return fixed ?? new Date(now);
}
