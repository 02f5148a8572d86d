/*
 * The first page's answers are checked against JSON Schemas, written with the builders below and read by `parser`,
 * so zod's parsers (10 KB gzipped) stay out of the first load. Only the keywords the builders write exist here, as
 * zod's toJSONSchema writes them; first-page-routes.test.ts holds each schema equal to the JSON Schema of the
 * contract's, so a check here accepts what the contract's schema accepts. As zod does, a check answers objects with
 * their declared properties only and counts a string's length in UTF-16 units. `format` and `required` are written
 * for that comparison and not read: the pattern checks a date-time, and `object` requires every property.
 */

type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

export interface JsonSchema<T = unknown> {
  readonly type?: JsonType | readonly JsonType[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly anyOf?: readonly JsonSchema[];
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: 'date-time';
  readonly minimum?: number;
  readonly exclusiveMinimum?: number;
  readonly maximum?: number;
  readonly items?: JsonSchema;
  readonly properties?: { readonly [key: string]: JsonSchema };
  readonly required?: readonly string[];
  readonly additionalProperties?: false;
  /** Types only, never set: the value a check against this schema answers. */
  readonly '~output'?: T;
}

type Output<S> = S extends JsonSchema<infer T> ? T : never;

export const string = (length: { minLength?: number; maxLength?: number } = {}): JsonSchema<string> => ({
  type: 'string',
  ...length,
});

// zod's z.iso.datetime({ offset: true }), to the character (the JSON Schema test compares them): a date that exists
// (29 February in leap years only), seconds, any fraction, then Z or an offset. Spelled out, since importing it from
// zod brought 3 KB of zod's core along.
const isoDate = String.raw`(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))`;
const isoTime = String.raw`(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))`;

export const dateTime: JsonSchema<string> = {
  type: 'string',
  format: 'date-time',
  pattern: `^${isoDate}T${isoTime}$`,
};

export const stringEnum = <const T extends string>(values: readonly T[]): JsonSchema<T> => ({
  type: 'string',
  enum: values,
});

export const boolean: JsonSchema<boolean> = { type: 'boolean' };

export const number = (bounds: { minimum?: number } = {}): JsonSchema<number> => ({
  type: 'number',
  ...bounds,
});

/** zod's integers are safe integers: bounded by ±(2^53 - 1) unless a lower bound is given. */
export const integer = (
  lower: { minimum: number } | { exclusiveMinimum: number } = { minimum: Number.MIN_SAFE_INTEGER },
): JsonSchema<number> => ({ type: 'integer', ...lower, maximum: Number.MAX_SAFE_INTEGER });

export const numberLiterals = <const T extends number>(...values: T[]): JsonSchema<T> => ({
  anyOf: values.map((value) => ({ type: 'number', const: value })),
});

/** As zod writes a nullable: a type list for a bare type, else a choice. */
export const nullable = <T>(schema: JsonSchema<T>): JsonSchema<T | null> =>
  Object.keys(schema).length === 1 && typeof schema.type === 'string'
    ? { type: [schema.type, 'null'] }
    : { anyOf: [schema, { type: 'null' }] };

export const array = <T>(items: JsonSchema<T>): JsonSchema<T[]> => ({ type: 'array', items });

export const object = <P extends Record<string, JsonSchema>>(
  properties: P,
): JsonSchema<{ [K in keyof P]: Output<P[K]> }> => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

const typeOf = (value: unknown): JsonType =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : (typeof value as JsonType);

/** Each pattern compiled once: a drops page checks its dates against the same few patterns many times over. */
const compiledPatterns = new Map<string, RegExp>();
const matchesPattern = (pattern: string, value: string) => {
  let compiled = compiledPatterns.get(pattern);
  if (!compiled) {
    compiled = new RegExp(pattern);
    compiledPatterns.set(pattern, compiled);
  }
  return compiled.test(value);
};

const hasType = (type: JsonType, value: unknown) =>
  type === 'integer' ? Number.isInteger(value) : typeOf(value) === type;

/** The value as the schema describes it, or a TypeError naming where it is not. */
function check(schema: JsonSchema, value: unknown, at: string): unknown {
  const fail = () => new TypeError(`Unexpected answer at ${at}`);
  if (schema.anyOf) {
    for (const option of schema.anyOf) {
      try {
        return check(option, value, at);
      } catch {}
    }
    throw fail();
  }
  if (schema.type && ![schema.type].flat().some((type) => hasType(type, value))) throw fail();
  if (schema.enum && !schema.enum.includes(value)) throw fail();
  if ('const' in schema && value !== schema.const) throw fail();
  if (typeof value === 'string') {
    if (value.length < (schema.minLength ?? 0) || value.length > (schema.maxLength ?? Infinity)) throw fail();
    if (schema.pattern && !matchesPattern(schema.pattern, value)) throw fail();
  }
  if (typeof value === 'number') {
    if (value < (schema.minimum ?? -Infinity) || value > (schema.maximum ?? Infinity)) throw fail();
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) throw fail();
  }
  if (Array.isArray(value) && schema.items) {
    const items = schema.items;
    return value.map((item, index) => check(items, item, `${at}[${index}]`));
  }
  if (typeOf(value) === 'object' && schema.properties) {
    const record = value as Record<string, unknown>;
    // `object` requires every property: a missing one reads as undefined, which no type accepts.
    const out: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(schema.properties)) {
      out[key] = check(property, record[key], `${at}.${key}`);
    }
    return out;
  }
  return value;
}

/** A parser in the shape of a zod schema's: the checked value, or a TypeError. */
export const parser = <T>(schema: JsonSchema<T>) => ({
  schema,
  parse: (data: unknown) => check(schema, data, 'answer') as T,
});
