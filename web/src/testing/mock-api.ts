import { vi } from 'vitest';

/** An answer with a status other than 200. */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

type Answer = unknown | Reply | ((url: URL, init?: RequestInit) => unknown);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Stubs fetch with answers keyed by 'METHOD /path' (no query). A function answer gets the URL and request (and may
 * answer a promise, to hold the answer back); unknown paths answer 404 like the API. Returns the mock to inspect
 * calls.
 */
export function mockApi(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (answer === undefined) return json(404, { detail: 'Not found.', code: 'not_found' });
    const body = typeof answer === 'function' ? await answer(url, init) : answer;
    return body instanceof Reply ? json(body.status, body.body) : json(200, body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The query parameters of every call to `path`. */
export const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string): URLSearchParams[] =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
