import { describe, expect, it } from 'vitest';
import { liveRoutingCode } from '../../infra/constructs/live-updates';
import { LIVE_PATH } from '../../shared/api/live';
import { logicalId, nestedTemplate, synthesize } from './synth';
import { asList, resourcesOf, resourcesOfType, roleStatements } from './template';

const { stack, template } = synthesize();
/** The live nested stack's template, naming the platform's resources by their logical ids there. */
const live = nestedTemplate(template, stack.live);
const resources = resourcesOf(template);
const liveResources = resourcesOf(live);

describe('live updates', () => {
  const apiId = logicalId(stack.live.api);

  it('is a WebSocket API whose $connect, $disconnect and $default routes call the live socket function', () => {
    expect(liveResources[apiId]?.Properties).toMatchObject({ ProtocolType: 'WEBSOCKET' });
    const routes = resourcesOfType(live, 'AWS::ApiGatewayV2::Route')
      .map(([, route]) => route.Properties)
      .filter((route) => route.ApiId?.Ref === apiId);
    expect(routes.map((route) => route.RouteKey).sort()).toEqual(['$connect', '$default', '$disconnect']);
    // The subscribe frames' answers go back to the browser as the route response.
    expect(routes.find((route) => route.RouteKey === '$default')?.RouteResponseSelectionExpression).toBe(
      '$default',
    );
    const integrations = resourcesOfType(live, 'AWS::ApiGatewayV2::Integration').filter(
      ([, i]) => i.Properties.ApiId?.Ref === apiId,
    );
    expect(JSON.stringify(integrations)).toContain(logicalId(stack.live.socketFunction));
  });

  it('lets only the live fan-out and inbox consumers post to connections, told the stage callback URL', () => {
    const posters = [stack.events.consumers.live, stack.events.consumers.inbox];
    const posting = roleStatements(template).filter(({ statement }) =>
      asList(statement.Action).includes('execute-api:ManageConnections'),
    );
    expect(posting.flatMap(({ roles }) => roles).sort()).toEqual(
      posters.map((fn) => logicalId(fn.role!)).sort(),
    );
    for (const poster of posters) {
      // An output of the nested stack, which builds it from its API's id.
      expect(
        JSON.stringify(resources[logicalId(poster)]?.Properties.Environment.Variables.LIVE_CALLBACK_URL),
      ).toContain(stack.resolve(stack.live.nestedStackResource!.logicalId));
    }
  });

  it('is reached through CloudFront at /api/live, uncached, its path rewritten to the stage', () => {
    const distribution = resourcesOfType(template, 'AWS::CloudFront::Distribution')[0]?.[1].Properties
      .DistributionConfig;
    const behaviors: { PathPattern: string }[] = distribution.CacheBehaviors;
    const index = behaviors.findIndex((b) => b.PathPattern === LIVE_PATH);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(index).toBeLessThan(behaviors.findIndex((b) => b.PathPattern === '/api/*'));
    expect(behaviors[index]).toMatchObject({
      // CachingDisabled, and every viewer header but Host (the WebSocket handshake's).
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() }],
    });
    const rewrite = new Function(`${liveRoutingCode}; return handler;`)() as (event: unknown) => {
      uri: string;
    };
    expect(rewrite({ request: { uri: LIVE_PATH } }).uri).toBe('/live');
  });
});
