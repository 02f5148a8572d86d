import { NestedStack } from 'aws-cdk-lib';
import {
  HttpApi,
  HttpIntegrationType,
  HttpMethod,
  HttpRoute,
  HttpRouteIntegration,
  type HttpRouteIntegrationConfig,
  HttpRouteKey,
  PayloadFormatVersion,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { familyEntry } from '../../functions/api/registry';
import { type Family, families, gatewayPath, type RouteDef } from '../../shared/api/route';
import type { LambdaFactory } from './lambda-function';

/**
 * API Gateway refuses route paths that end in '/', and routes '/inbox/' requests to the '/inbox' route, so
 * contract paths with a trailing slash are wired without it.
 */

export interface ApiProps {
  routes: RouteDef[];
  createLambda: LambdaFactory;
}

/**
 * A family Lambda's proxy integration. Unlike HttpLambdaIntegration it adds no invoke permission: that would be
 * created next to the route, in the routes' nested stack, and the Api grants it once per family beside the function.
 */
class FamilyIntegration extends HttpRouteIntegration {
  constructor(
    id: string,
    private readonly handler: IFunction,
  ) {
    super(id);
  }

  bind(): HttpRouteIntegrationConfig {
    return {
      type: HttpIntegrationType.AWS_PROXY,
      uri: this.handler.functionArn,
      payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
    };
  }
}

/**
 * The HTTP API: one Lambda per endpoint family and one route per contract entry. CloudFront sends /api/* here
 * unchanged, so the routes keep the prefix and no CORS is needed.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions = {} as Record<Family, NodejsFunction>;
  /**
   * The routes and their integrations, in a nested stack: one route per contract entry would take a third of the
   * platform stack's 500 resources (CloudFormation's limit). The API's id and the functions' ARNs are its parameters.
   */
  readonly routes: NestedStack;

  constructor(scope: Construct, id: string, { routes, createLambda }: ApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'The platform API, behind CloudFront at /api',
    });
    this.routes = new NestedStack(this, 'Routes', {
      description: 'Collectibles platform HTTP API routes and their integrations',
    });
    const integrations = {} as Record<Family, FamilyIntegration>;
    for (const family of families) {
      const fn = createLambda(this, `${family}-api`, {
        entry: familyEntry(family),
        description: `API family ${family}: routes inside by route key`,
      });
      this.functions[family] = fn;
      // One invoke permission per family instead of one per route keeps each function's policy small.
      fn.addPermission('ApiInvoke', {
        principal: new ServicePrincipal('apigateway.amazonaws.com'),
        sourceArn: this.httpApi.arnForExecuteApi(),
      });
      integrations[family] = new FamilyIntegration(`${family}-integration`, fn);
    }
    for (const route of routes) {
      const path = gatewayPath(route);
      const method = HttpMethod[route.method];
      new HttpRoute(this.routes, `${method}${path}`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(path, method),
        integration: integrations[route.family],
      });
    }
  }
}
