/** The custody (or RPC relay) service that holds the platform's tokens, signs their transfers and mints them. */
export interface CustodyServiceOptions {
  /** CHAIN_TRANSFER_URL. */
  apiUrl: string | undefined;
  /** Read when first needed (Secrets Manager in AWS). */
  apiKey: () => Promise<string>;
  fetch?: typeof fetch;
}

/**
 * POSTs `body` to {apiUrl}/{path} with the bearer key and `reference` as the Idempotency-Key the service keeps
 * unique; answers the status and the JSON body (empty when there is none).
 */
export async function postToCustody<T>(
  options: CustodyServiceOptions,
  path: string,
  reference: string,
  body: unknown,
): Promise<{ status: number; ok: boolean; body: Partial<T> }> {
  if (!options.apiUrl) throw new Error('CHAIN_TRANSFER_URL must be set');
  const response = await (options.fetch ?? fetch)(new URL(path, `${options.apiUrl.replace(/\/$/, '')}/`), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await options.apiKey()}`,
      'idempotency-key': reference,
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as Partial<T>;
  return { status: response.status, ok: response.ok, body: answer };
}
