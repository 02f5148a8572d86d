import type { Template } from 'aws-cdk-lib/assertions';
import type { PlatformStack } from '../../infra/platform-stack';
import { gatewayPath, type RouteDef, routeKey } from '../../shared/api/route';
import { logicalId, nestedTemplate } from './synth';
import { resourcesOf, resourcesOfType } from './template';

/** The routes' nested stack template, naming the platform's API and functions by their logical ids there. */
export const routesTemplate = (stack: PlatformStack, template: Template): Template =>
  nestedTemplate(template, stack.api.routes);

/**
 * Contract routes with no API Gateway route on the platform's HTTP API, or one whose integration is not its
 * family's function. `template` is the platform stack's: the routes are read from their nested stack.
 */
export function unwiredRoutes(stack: PlatformStack, template: Template, routes: RouteDef[]): string[] {
  const routesOnly = routesTemplate(stack, template);
  const resources = resourcesOf(routesOnly);
  const apiId = logicalId(stack.api.httpApi);
  const targets = new Map(
    resourcesOfType(routesOnly, 'AWS::ApiGatewayV2::Route')
      .filter(([, route]) => route.Properties.ApiId.Ref === apiId)
      .map(([, route]) => [route.Properties.RouteKey, route.Properties.Target]),
  );
  const wiredFunction = (route: RouteDef): string | undefined => {
    // Target: { 'Fn::Join': ['', ['integrations/', { Ref: integrationId }]] }
    const integrationId = targets.get(`${route.method} ${gatewayPath(route)}`)?.['Fn::Join']?.[1]?.[1]?.Ref;
    const integration = resources[integrationId]?.Properties;
    return integration?.ApiId.Ref === apiId ? integration.IntegrationUri['Fn::GetAtt']?.[0] : undefined;
  };
  return routes
    .filter((route) => wiredFunction(route) !== logicalId(stack.api.functions[route.family]))
    .map(routeKey);
}

/**
 * Pairs of routes that API Gateway refuses together: path parameters with different names at the same place
 * under the same parent, e.g. /nft/{id} and /nft/{nftId}/history.
 */
export function conflictingRoutes(routes: Pick<RouteDef, 'path'>[]): [string, string][] {
  const parameterAt = new Map<string, { name: string; path: string }>();
  const conflicts: [string, string][] = [];
  for (const { path } of routes) {
    const segments = path.split('/');
    segments.forEach((segment, i) => {
      if (!segment.startsWith('{')) return;
      const parent = segments.slice(0, i).join('/');
      const seen = parameterAt.get(parent);
      if (!seen) parameterAt.set(parent, { name: segment, path });
      else if (seen.name !== segment) conflicts.push([seen.path, path]);
    });
  }
  return conflicts;
}
