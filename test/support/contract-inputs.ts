import { z } from 'zod';
import type { RouteDef } from '../../shared/api/route';

/** The parts of a request a route's contract validates. */
export const inputParts = ['params', 'query', 'body'] as const satisfies (keyof RouteDef)[];

/** The JSON Schema zod derives from what a schema takes (a pipe as its input side, a transform as anything). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
}

export const jsonSchemaOf = (schema: z.core.$ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

export const typesOf = (schema: JsonSchema): string[] => [schema.type ?? []].flat();

/** The schemas a schema is made of, each with the path of the value it checks ('wallet.address', 'tags[]'). */
function childrenOf(schema: JsonSchema, path: string): [string, JsonSchema][] {
  const at = (name: string) => (path ? `${path}.${name}` : name);
  const { additionalProperties: rest } = schema;
  return [
    ...Object.entries(schema.properties ?? {}).map(([name, child]): [string, JsonSchema] => [
      at(name),
      child,
    ]),
    ...(typeof rest === 'object' ? [[at('*'), rest] as [string, JsonSchema]] : []),
    ...(schema.propertyNames ? [[`${path}{key}`, schema.propertyNames] as [string, JsonSchema]] : []),
    ...(schema.items ? [[`${path}[]`, schema.items] as [string, JsonSchema]] : []),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].map(
      (option): [string, JsonSchema] => [path, option],
    ),
  ];
}

/** Every free-text string a schema takes (enumerations and literals aside), with its maximum length if any. */
export function stringFields(schema: JsonSchema, path = ''): { path: string; maxLength?: number }[] {
  const own =
    typesOf(schema).includes('string') && schema.enum === undefined && schema.const === undefined
      ? [{ path, maxLength: schema.maxLength }]
      : [];
  return [
    ...own,
    ...childrenOf(schema, path).flatMap(([childPath, child]) => stringFields(child, childPath)),
  ];
}

// Texts tried, in order, for a string with a pattern: the first that matches it and its length limits is taken.
const TEXT_CANDIDATES = ['1', 'fuzz', '123456', '10.00', 'US', 'ETH', 'eth', 'abc_123'];

function sampleText(schema: JsonSchema): string {
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'date-time') return '2026-06-01T12:00:00.000Z';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(text));
  return TEXT_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/**
 * A plausible value for a schema: the default, the first option, a text that fits the pattern when one of a few
 * does, the smallest allowed number. Not always valid (refinements are invisible here): a base for bad inputs.
 */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (option) return sampleOf(option);
  const [type] = typesOf(schema);
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, child]) => [name, sampleOf(child)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleOf(schema.items ?? {}));
    case 'string':
      return sampleText(schema);
    case 'number':
    case 'integer':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? Number.POSITIVE_INFINITY);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'fuzz';
  }
}
