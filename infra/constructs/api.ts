import { HttpApi, HttpMethod } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
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
 * The HTTP API: one Lambda per endpoint family and one route per contract entry. CloudFront sends /api/* here
 * unchanged, so the routes keep the prefix and no CORS is needed.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly functions = {} as Record<Family, NodejsFunction>;
  readonly integrations = {} as Record<Family, HttpLambdaIntegration>;

  constructor(scope: Construct, id: string, { routes, createLambda }: ApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'The platform API, behind CloudFront at /api',
    });
    for (const family of families) {
      const fn = createLambda(this, `${family}-api`, {
        entry: familyEntry(family),
        description: `API family ${family}: routes inside by route key`,
      });
      this.functions[family] = fn;
      // One invoke permission per family instead of one per route keeps each function's policy small.
      this.integrations[family] = new HttpLambdaIntegration(`${family}-integration`, fn, {
        scopePermissionToRoute: false,
      });
    }
    for (const route of routes) {
      this.httpApi.addRoutes({
        path: gatewayPath(route),
        methods: [HttpMethod[route.method]],
        integration: this.integrations[route.family],
      });
    }
  }
}
