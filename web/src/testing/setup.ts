import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { deleteCookie } from '../lib/cookies';

// findBy*/waitFor give up after 1 s by default; CI runs these beside DynamoDB Local and Chromium on 2 cores, where a
// role query over a whole page can take seconds per try. One generous wait for every test, none per file.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no matchMedia: every query answers "no match" (the wide layout) and never changes.
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string): MediaQueryList =>
    Object.assign(new EventTarget(), {
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
    }),
});

// Pages under test have no live-updates server: without a WebSocket they poll as they do when it is down
// (web/src/lib/live/live-socket.test.ts brings its own fake).
Object.defineProperty(window, 'WebSocket', { configurable: true, value: undefined });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  // The files of a worker share one jsdom (isolate: false): no cookie (a session's, a consent) outlives its test.
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) deleteCookie(decodeURIComponent(name));
  }
});
