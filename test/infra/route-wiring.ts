import type { Template } from 'aws-cdk-lib/assertions';
import type { PlatformStack } from '../../infra/platform-stack';
import { gatewayPath, type RouteDef, routeKey } from '../../shared/api/route';
import { logicalId } from './synth';
import { resourcesOf, resourcesOfType } from './template';

/** Contract routes with no API Gateway route, or one whose integration is not its family's function. */
export function unwiredRoutes(stack: PlatformStack, template: Template, routes: RouteDef[]): string[] {
  const resources = resourcesOf(template);
  const targets = new Map(
    resourcesOfType(template, 'AWS::ApiGatewayV2::Route').map(([, route]) => [
      route.Properties.RouteKey,
      route.Properties.Target,
    ]),
  );
  const wiredFunction = (route: RouteDef): string | undefined => {
    // Target: { 'Fn::Join': ['', ['integrations/', { Ref: integrationId }]] }
    const integrationId = targets.get(`${route.method} ${gatewayPath(route)}`)?.['Fn::Join']?.[1]?.[1]?.Ref;
    return resources[integrationId]?.Properties.IntegrationUri['Fn::GetAtt']?.[0];
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
