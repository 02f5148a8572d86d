import { messages } from '../../../shared/domain/messages';
import { isApiError } from './api-client';

/**
 * A form's inputs by the API field (or fields) each one sends, e.g. `{ phone: 'phone_number' }`: the API names
 * fields its own way (snake_case, 'g-recaptcha-response'), which people never see.
 */
export type ServerFields<K extends string> = Readonly<Record<K, string | readonly string[]>>;

export type FieldMessages<K extends string> = Partial<Record<K, string>>;

export interface FormFailure<K extends string> {
  /** The server's messages under the inputs they are about. */
  fields: FieldMessages<K>;
  /** What no input shows (the detail, or a message about a field the form has no input for); null when none. */
  form: string | null;
}

export const noFailure: FormFailure<never> = { fields: {}, form: null };

/** Splits a failed call's error answer between the form's inputs and the form itself. */
export function formFailure<K extends string>(error: unknown, serverFields: ServerFields<K>): FormFailure<K> {
  if (!isApiError(error)) return { fields: {}, form: messages.somethingWentWrong };
  const inputOf = new Map<string, K>();
  for (const [input, names] of Object.entries(serverFields) as [K, string | readonly string[]][]) {
    for (const name of typeof names === 'string' ? [names] : names) inputOf.set(name, input);
  }
  const fields: FieldMessages<K> = {};
  const rest = new Set<string>();
  for (const { field, message } of error.fieldErrors) {
    const input = inputOf.get(field);
    if (input === undefined) rest.add(message);
    else fields[input] = fields[input] ? `${fields[input]}\n${message}` : message;
  }
  if (!error.fieldErrors.length) for (const line of error.lines) rest.add(line);
  return { fields, form: rest.size ? [...rest].join('\n') : null };
}
