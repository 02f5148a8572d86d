/**
 * The messages between the add-card modal and the processor's hosted card fields (env.cardFieldsUrl), framed
 * in the modal. The sandbox page (scripts/local-cloud/sandbox-pages/card-fields.ts) speaks them, and so must the
 * production page around the processor's fields.
 */

/** Modal → fields: tokenize what was typed, for the cardholder `name`. */
export interface TokenizeRequest {
  type: 'tokenize';
  name: string;
}

/** Fields → modal. */
export type CardFieldsMessage =
  /** The fields are loaded; until then the card script counts as not loaded. */
  | { type: 'ready' }
  | { type: 'token'; token: string; last4: string; scheme: string }
  /** Tokenization failed ('Please use another card'). */
  | { type: 'error'; message: string };

export function isCardFieldsMessage(data: unknown): data is CardFieldsMessage {
  const message = data as Record<string, unknown> | null;
  switch (message?.type) {
    case 'ready':
      return true;
    case 'token':
      return (
        typeof message.token === 'string' &&
        typeof message.last4 === 'string' &&
        typeof message.scheme === 'string'
      );
    case 'error':
      return typeof message.message === 'string';
    default:
      return false;
  }
}

/** How long the fields may take to say 'ready' before the modal reports the card script as failed. */
export const CARD_FIELDS_LOAD_TIMEOUT_MS = 15_000;
