/**
 * One set of numbers for how long an API request may take, read by the CDK app (the API Lambdas' timeout), the
 * middy stack (its early timeout) and the local API Gateway (its deadline), so the three never disagree.
 */

/** The API Lambdas' timeout; the local gateway gives a request the same time. */
export const API_TIMEOUT_SECONDS = 10;

/** middy answers a JSON 503 this long before the Lambda would be stopped, never a gateway error. */
export const TIMEOUT_EARLY_MS = 1_000;

/**
 * A checkout still finishing this long before the deadline answers 202 'accepted' with its order id; the
 * request (or, if it is stopped, the recovery sweep) finishes it, and the web polls the order.
 */
export const ACCEPT_EARLY_MS = 2_500;

/** How long a checkout may work before it answers 'accepted', given the time its request has left. */
export const acceptWithinMs = (remainingMs: number) => Math.max(0, remainingMs - ACCEPT_EARLY_MS);
