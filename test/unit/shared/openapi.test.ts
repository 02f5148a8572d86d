import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { allRoutes, contract } from '../../../shared/api/contract';
import { errorBodySchema } from '../../../shared/api/errors';
import { type OpenApiDocument, type OpenApiOperation, openApiDocument } from '../../../shared/api/openapi';
import { type RouteDef, routeKey } from '../../../shared/api/route';

/** What travels on the wire, straight from zod: the input side, as clients send and handlers answer. */
const expectedSchema = (schema: z.core.$ZodType) => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return json;
};

interface DocumentedOperation {
  operationId: string;
  key: string;
  access: string;
  operation: OpenApiOperation;
}

/** Every operation of a document, with the access its security requirements say. */
function operationsOf(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const anonymous = operation.security.some((requirement) => Object.keys(requirement).length === 0);
      const bearer = operation.security.some((requirement) => 'bearerAuth' in requirement);
      const access = anonymous ? 'public' : bearer ? operation['x-access'] : 'none';
      return {
        operationId: operation.operationId,
        key: `${method.toUpperCase()} ${path}`,
        access,
        operation,
      };
    }),
  );
}

const byName = (operations: DocumentedOperation[]) =>
  operations.sort((a, b) => a.operationId.localeCompare(b.operationId));

const document = openApiDocument();
const operations = operationsOf(document);
const operationOf = (name: string) => operations.find((o) => o.operationId === name)?.operation;
const routes = Object.entries(contract) as [string, RouteDef][];

describe('the OpenAPI document', () => {
  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has one operation per contract route, with its method, /api path and access, and no other', () => {
    const expected = routes.map(([name, route]) => ({
      operationId: name,
      key: routeKey(route),
      access: route.access,
    }));
    const documented = operations.map(({ operation: _operation, ...rest }) => rest);
    expect(byName(documented as DocumentedOperation[])).toEqual(byName(expected as DocumentedOperation[]));
    expect(operations).toHaveLength(allRoutes.length);
  });

  it('requires a bearer token on user and verified routes, and says which need a confirmed e-mail', () => {
    for (const [name, route] of routes) {
      const operation = operationOf(name) as OpenApiOperation;
      expect(operation.security, name).toEqual(
        route.access === 'public' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }],
      );
      expect(Object.hasOwn(operation.responses, '401'), name).toBe(route.access !== 'public');
      expect(operation.description.includes('e-mail address is confirmed'), name).toBe(
        route.access === 'verified',
      );
    }
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it("describes each route's path, query, body and answer with the contract's schemas", () => {
    for (const [name, route] of routes) {
      const operation = operationOf(name) as OpenApiOperation;
      const parameters = operation.parameters ?? [];
      const placeholders = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      expect(
        parameters
          .filter((p) => p.in === 'path')
          .map((p) => p.name)
          .sort(),
        name,
      ).toEqual(placeholders);
      for (const [location, schema] of [
        ['path', route.params],
        ['query', route.query],
      ] as const) {
        if (!schema) continue;
        const json = expectedSchema(schema) as { properties: Record<string, unknown>; required?: string[] };
        const documented = parameters.filter((p) => p.in === location);
        expect(Object.fromEntries(documented.map((p) => [p.name, p.schema])), name).toEqual(json.properties);
        if (location === 'query')
          expect(
            documented.filter((p) => p.required).map((p) => p.name),
            name,
          ).toEqual(json.required ?? []);
      }
      expect(operation.requestBody?.content['application/json'].schema, name).toEqual(
        route.body ? expectedSchema(route.body) : undefined,
      );
      expect(operation.responses['200'], name).toMatchObject({
        content: { 'application/json': { schema: expectedSchema(route.response) } },
      });
    }
  });

  it('spells out a few schemas as the contract defines them', () => {
    // A coerced query number with a default: its input side, optional, with the default noted.
    const drops = operationOf('listDrops')?.parameters?.find((p) => p.name === 'page');
    expect(drops?.schema).toMatchObject({ type: 'integer', minimum: 1, default: 1 });
    expect(operationOf('getCmsPage')?.parameters).toEqual([
      expect.objectContaining({ name: 'key', in: 'path', required: true }),
    ]);
    expect(operationOf('getConfig')?.parameters).toBeUndefined();
  });

  it('gives every error answer the error body of errors.ts', () => {
    expect(document.components.schemas.ErrorBody).toEqual(expectedSchema(errorBodySchema));
    for (const response of Object.values(document.components.responses))
      expect(response.content?.['application/json'].schema).toEqual({
        $ref: '#/components/schemas/ErrorBody',
      });
    for (const { operationId, operation } of operations) {
      const errors = Object.entries(operation.responses).filter(([status]) => status !== '200');
      expect(
        errors.map(([status]) => status),
        operationId,
      ).toEqual(expect.arrayContaining(['500', 'default']));
      for (const [, response] of errors) expect(response, operationId).toHaveProperty('$ref');
    }
  });

  it('differs from a contract with a route more or less', () => {
    const { getConfig: _dropped, ...fewer } = contract;
    const names = (doc: OpenApiDocument) => operationsOf(doc).map((o) => o.operationId);
    expect(names(openApiDocument(fewer))).not.toContain('getConfig');
    expect(names(openApiDocument(fewer))).toHaveLength(allRoutes.length - 1);
  });
});
