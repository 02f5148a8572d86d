import type { Template } from 'aws-cdk-lib/assertions';

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation properties are free-form JSON.
export type Json = any;

export interface CfnResource {
  Type: string;
  Properties?: Json;
  DependsOn?: string | string[];
}

export const resourcesOf = (template: Template): Record<string, CfnResource> => template.toJSON().Resources;

export const resourcesOfType = (template: Template, type: string) =>
  Object.entries(resourcesOf(template)).filter(([, resource]) => resource.Type === type);

export interface Statement {
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  Resource?: Json;
  Principal?: Json;
}

export const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Every Allow statement of the identity policies, with the logical ids of the roles it is attached to. */
export function roleStatements(template: Template): { roles: string[]; statement: Statement }[] {
  return resourcesOfType(template, 'AWS::IAM::Policy').flatMap(([, policy]) =>
    asList<Statement>(policy.Properties.PolicyDocument.Statement)
      .filter((statement) => statement.Effect === 'Allow')
      .map((statement) => ({
        roles: asList<{ Ref: string }>(policy.Properties.Roles).map((role) => role.Ref),
        statement,
      })),
  );
}

/** Allow statements of resource policies too (queues, buckets), where a wildcard would open a resource up. */
export function allAllowStatements(template: Template): Statement[] {
  const resourcePolicies = ['AWS::SQS::QueuePolicy', 'AWS::S3::BucketPolicy'].flatMap((type) =>
    resourcesOfType(template, type).flatMap(([, policy]) =>
      asList<Statement>(policy.Properties.PolicyDocument.Statement),
    ),
  );
  return [...roleStatements(template).map(({ statement }) => statement), ...resourcePolicies].filter(
    (statement) => statement.Effect === 'Allow',
  );
}

/** Logical ids a value references through Ref, Fn::GetAtt or ${...} in Fn::Sub. */
export function referencedIds(value: Json, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) referencedIds(item, found);
  } else if (value && typeof value === 'object') {
    if (typeof value.Ref === 'string') found.add(value.Ref);
    if (Array.isArray(value['Fn::GetAtt'])) found.add(value['Fn::GetAtt'][0]);
    const sub = asList(value['Fn::Sub'])[0];
    if (typeof sub === 'string')
      for (const match of sub.matchAll(/\$\{([^}.!]+)/g)) found.add(match[1] ?? '');
    for (const child of Object.values(value)) referencedIds(child, found);
  }
  return found;
}

/** A dependency cycle between resources, which CDK does not detect and CloudFormation rejects at deploy. */
export function findDependencyCycle(template: Template): string[] | undefined {
  const resources = resourcesOf(template);
  const edges = new Map(
    Object.entries(resources).map(([id, resource]) => {
      const targets = referencedIds(resource.Properties);
      for (const dependency of asList(resource.DependsOn)) targets.add(dependency);
      return [id, [...targets].filter((target) => target in resources)];
    }),
  );
  const done = new Set<string>();
  const visit = (id: string, path: string[]): string[] | undefined => {
    if (path.includes(id)) return [...path.slice(path.indexOf(id)), id];
    if (done.has(id)) return undefined;
    for (const next of edges.get(id) ?? []) {
      const cycle = visit(next, [...path, id]);
      if (cycle) return cycle;
    }
    done.add(id);
    return undefined;
  };
  for (const id of edges.keys()) {
    const cycle = visit(id, []);
    if (cycle) return cycle;
  }
  return undefined;
}
