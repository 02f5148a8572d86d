/**
 * Where the web-side sandbox ports (fraud detection, marketing events) record what they would have sent: session
 * storage, one list per port, so a person or an e2e test can read it in the browser without any provider.
 */
export const sandboxRecordKey = (port: string) => `sandbox:${port}`;

export function readSandboxRecords<T>(port: string): T[] {
  try {
    return JSON.parse(sessionStorage.getItem(sandboxRecordKey(port)) ?? '[]') as T[];
  } catch {
    return [];
  }
}

export function recordSandboxCall<T>(port: string, record: T): void {
  sessionStorage.setItem(sandboxRecordKey(port), JSON.stringify([...readSandboxRecords<T>(port), record]));
}

/** The real ports send JSON without waiting for an answer and survive the page unloading. */
export function sendJsonBeacon(url: string, body: unknown): void {
  const payload = new Blob([JSON.stringify(body)], { type: 'application/json' });
  if (navigator.sendBeacon?.(url, payload)) return;
  void fetch(url, { method: 'POST', body: payload, keepalive: true, credentials: 'omit' }).catch(() => {});
}
