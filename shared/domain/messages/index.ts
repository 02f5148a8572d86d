/**
 * Every user-facing validation and error text, with the spec's exact words, defined once and used by
 * the server's schemas and the web forms alike. `{name}` placeholders are filled with `fillMessage`.
 * The texts live in a module per area (./general.ts, ./toasts.ts...), gathered here as one namespace: the
 * bundler compiles `messages.required` to that text's own binding, so a web page's bundle carries the areas it
 * reads, not every text.
 */
export * as messages from './texts';

/**
 * Fills `{name}` placeholders of a message, e.g. fillMessage(messages.bidTooLow, { min: '$10' }).
 * Placeholders without a value are left as they are.
 */
export function fillMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
