/**
 * EventBridge event patterns, for the subset the rules use: exact values, `prefix`, `anything-but` (a value, a
 * list, or a prefix) and `exists`, on any field of the event including nested `detail` fields.
 */
type Scalar = string | number | boolean | null;
export type FieldMatcher =
  | Scalar
  | { prefix: string }
  | { 'anything-but': Scalar | Scalar[] | { prefix: string } }
  | { exists: boolean };
export interface EventPattern {
  [field: string]: FieldMatcher[] | EventPattern;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const startsWith = (value: unknown, prefix: string) => typeof value === 'string' && value.startsWith(prefix);

function matchesValue(matcher: FieldMatcher, value: unknown): boolean {
  if (!isRecord(matcher)) return matcher === value;
  if ('prefix' in matcher) return startsWith(value, matcher.prefix);
  if ('anything-but' in matcher) {
    const excluded = matcher['anything-but'];
    if (isRecord(excluded)) return typeof value === 'string' && !value.startsWith(excluded.prefix);
    return Array.isArray(excluded) ? !excluded.includes(value as Scalar) : value !== excluded;
  }
  return false;
}

/** A field matches when any of its matchers matches its value (or, for an array, any of its elements). */
function matchesField(matchers: FieldMatcher[], value: unknown): boolean {
  return matchers.some((matcher) => {
    if (isRecord(matcher) && 'exists' in matcher) return matcher.exists === (value !== undefined);
    if (value === undefined) return false;
    const values = Array.isArray(value) ? value : [value];
    return values.some((element) => matchesValue(matcher, element));
  });
}

/** Every field of the pattern must match; fields the pattern does not name are ignored. */
export function matchesPattern(pattern: EventPattern, event: unknown): boolean {
  const fields = isRecord(event) ? event : {};
  return Object.entries(pattern).every(([name, expected]) =>
    Array.isArray(expected) ? matchesField(expected, fields[name]) : matchesPattern(expected, fields[name]),
  );
}
