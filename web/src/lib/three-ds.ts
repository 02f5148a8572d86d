/**
 * The card processor's 3-D Secure redirect lands on /3ds-success or /3ds-failure (outside the shell, often in a
 * frame or popup); the page stores the query string here for the checkout that started it to read.
 */
export const THREE_DS_RESULT_KEY = 'three_ds_result';

export type ThreeDsOutcome = 'success' | 'failure';

export function storeThreeDsResult(outcome: ThreeDsOutcome, query: string): void {
  localStorage.setItem(THREE_DS_RESULT_KEY, JSON.stringify({ outcome, query, storedAt: Date.now() }));
}
