import * as z from '../zod';
import { contract } from './contract';
import { errorBodySchema } from './errors';
import { type Access, API_PREFIX, families, gatewayPath, type RouteDef } from './route';

/**
 * The OpenAPI 3.1 document of the contract (issue 17), generated from the same zod schemas the handlers validate
 * with and the web client is typed by. Schemas come from zod 4's own JSON Schema output in draft 2020-12, the
 * dialect of OpenAPI 3.1.
 *
 * Served as a file, not by a family's Lambda: generating it needs the whole contract (every route group, with
 * libphonenumber-js), which would take one bundle past its 250 KB. The CDK app writes it at synth time beside the
 * web build, where CloudFront serves this path; the local cloud serves it from memory.
 */
export const OPENAPI_DOCUMENT_PATH = `${API_PREFIX}/openapi.json`;
/** Both runtimes send this: the document changes only with a deployment, which also invalidates CloudFront. */
export const OPENAPI_CACHE_CONTROL = 'public, max-age=300';

type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { $ref: string } | OpenApiResponse>;
  'x-access': Access;
  'x-cache'?: RouteDef['cache'];
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

interface OpenApiResponse {
  description: string;
  content?: { 'application/json': { schema: JsonSchema } };
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: { ErrorBody: JsonSchema };
    responses: Record<string, OpenApiResponse>;
    securitySchemes: { bearerAuth: { type: 'http'; scheme: 'bearer'; bearerFormat: string } };
  };
}

/**
 * A zod schema as JSON Schema of what travels on the wire, which is its input for requests and answers alike: a
 * handler returns the response schema's input (functions/lib/http.ts) and the web client parses it. Transforms,
 * refinements and coercions keep their input side; anything without a JSON form becomes `{}`, so generation never
 * throws.
 */
const wireSchema = (schema: z.ZodMiniType): JsonSchema => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  });
  return json;
};

const ERROR_BODY = { $ref: '#/components/schemas/ErrorBody' };
const errorResponse = (description: string): OpenApiResponse => ({
  description,
  content: { 'application/json': { schema: ERROR_BODY } },
});

/** The error answers every route may give (spec part 2 §8); `default` covers the domain's own (404, 409, 418, ...). */
const errorResponses = {
  ValidationFailed: errorResponse('The path, query or body failed validation: `errors` names each field.'),
  NotAuthenticated: errorResponse('No valid bearer token.'),
  Forbidden: errorResponse('The caller may not do this (e.g. `email_not_verified` on verified routes).'),
  UnsupportedMediaType: errorResponse('The body is not JSON.'),
  ServerError: errorResponse('An unexpected failure (logged).'),
  Timeout: errorResponse('The request ran out of time.'),
  Error: errorResponse(
    'Any other error (spec part 2 §8), e.g. 404 not found, 409 conflict, 418 two-factor code required, 419 logged out, 429 too many requests.',
  ),
} satisfies Record<string, OpenApiResponse>;
type ErrorResponseName = keyof typeof errorResponses;

const ref = (name: ErrorResponseName) => ({ $ref: `#/components/responses/${name}` });

const ACCESS_NOTE: Record<Access, string> = {
  public: 'Public: a bearer token is optional.',
  user: 'Needs a bearer token.',
  verified:
    'Needs a bearer token of a user whose e-mail address is confirmed (403 `email_not_verified` otherwise).',
};

/** Public routes take an optional token (`{}` is the anonymous alternative); the others require it. */
const securityOf = (access: Access): OpenApiOperation['security'] =>
  access === 'public' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }];

/** The properties of an object schema as parameters; path placeholders without a schema are plain strings. */
function parametersOf(route: RouteDef): OpenApiParameter[] {
  const fromSchema = (schema: z.ZodMiniType | undefined, location: 'path' | 'query') => {
    if (!schema) return [];
    const json = wireSchema(schema);
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    return Object.entries(properties).map(([name, property]) => ({
      name,
      in: location,
      required: location === 'path' || required.has(name),
      schema: property,
    }));
  };
  const path = fromSchema(route.params, 'path');
  const untyped = [...route.path.matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1] as string)
    .filter((name) => !path.some((parameter) => parameter.name === name))
    .map((name) => ({ name, in: 'path' as const, required: true, schema: { type: 'string' } }));
  return [...path, ...untyped, ...fromSchema(route.query, 'query')];
}

function responsesOf(route: RouteDef): OpenApiOperation['responses'] {
  const errors: Record<string, ErrorResponseName> = {
    ...(route.params || route.query || route.body ? { 400: 'ValidationFailed' } : {}),
    ...(route.access !== 'public' ? { 401: 'NotAuthenticated' } : {}),
    ...(route.access === 'verified' ? { 403: 'Forbidden' } : {}),
    ...(route.body ? { 415: 'UnsupportedMediaType' } : {}),
    500: 'ServerError',
    503: 'Timeout',
    default: 'Error',
  };
  return {
    200: {
      description: route.cache ? 'OK; 304 with no body when If-None-Match names the same answer.' : 'OK',
      content: { 'application/json': { schema: wireSchema(route.response) } },
    },
    ...Object.fromEntries(Object.entries(errors).map(([status, name]) => [status, ref(name)])),
  };
}

function operationOf(name: string, route: RouteDef): OpenApiOperation {
  return {
    operationId: name,
    summary: route.summary,
    description: ACCESS_NOTE[route.access],
    tags: [route.family],
    security: securityOf(route.access),
    ...(route.params || route.query || route.path.includes('{') ? { parameters: parametersOf(route) } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: wireSchema(route.body) } },
          },
        }
      : {}),
    responses: responsesOf(route),
    'x-access': route.access,
    ...(route.cache ? { 'x-cache': route.cache } : {}),
  };
}

/** The document of `routes` (by operation name); each path as API Gateway routes it, under /api. */
export function openApiDocument(routes: Record<string, RouteDef> = contract): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [name, route] of Object.entries(routes)) {
    const path = gatewayPath(route);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(name, route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Collectibles API',
      version: '1.0.0',
      description:
        'Generated from the zod contract (shared/api/contract.ts). Errors share one body (ErrorBody, spec part 2 §8).',
    },
    servers: [{ url: '/' }],
    tags: families.map((family) => ({ name: family })),
    paths,
    components: {
      schemas: { ErrorBody: wireSchema(errorBodySchema) },
      responses: errorResponses,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
