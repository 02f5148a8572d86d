import { NestedStack } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { LambdaFactory } from './lambda-function';

/** The stage's name: CloudFront's /api/live behavior rewrites the path to it (see liveRoutingCode). */
export const LIVE_STAGE = 'live';

/**
 * CloudFront Function (cloudfront-js-2.0) on /api/live viewer requests: API Gateway takes a WebSocket
 * connection at its stage's path only. Kept as source text: CloudFront runs it as is.
 */
export const liveRoutingCode = `function handler(event) {
  event.request.uri = '/${LIVE_STAGE}';
  return event.request;
}`;

export interface LiveUpdatesProps {
  table: Table;
  createLambda: LambdaFactory;
  /** The consumers that post nudges to connections: the live queue's, and the inbox's once it stored a notification. */
  posters: NodejsFunction[];
  /** The id_token signing secret: a subscription to the private `user` channel carries an access token. */
  jwtSecret: Secret;
}

/**
 * Live updates: a WebSocket API whose one Lambda answers $connect, $disconnect and the subscribe frames
 * ($default, with the answer as route response), and the grants for the consumers that post to connections.
 * A nested stack: its score of resources stays out of the platform stack's 500.
 */
export class LiveUpdates extends NestedStack {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly socketFunction: NodejsFunction;

  constructor(scope: Construct, id: string, { table, createLambda, posters, jwtSecret }: LiveUpdatesProps) {
    super(scope, id, { description: 'Collectibles platform live updates: the WebSocket API and its Lambda' });
    this.socketFunction = createLambda(this, 'LiveSocket', {
      entry: 'functions/api/live/handler.ts',
      description: 'Live-updates sockets: connections and their channel subscriptions',
    });
    table.grants.readWriteData(this.socketFunction);
    jwtSecret.grantRead(this.socketFunction);

    const integration = new WebSocketLambdaIntegration('LiveSocketIntegration', this.socketFunction);
    this.api = new WebSocketApi(this, 'LiveApi', {
      description: 'Live-update nudges to the web app (reached through CloudFront at /api/live)',
      connectRouteOptions: { integration },
      disconnectRouteOptions: { integration },
      defaultRouteOptions: { integration, returnResponse: true },
    });
    this.stage = new WebSocketStage(this, 'LiveStage', {
      webSocketApi: this.api,
      stageName: LIVE_STAGE,
      autoDeploy: true,
      // A tab sends a handful of frames per page: generous for people, tight for a flood.
      throttle: { rateLimit: 100, burstLimit: 200 },
    });

    for (const poster of posters) {
      this.api.grantManageConnections(poster);
      poster.addEnvironment('LIVE_CALLBACK_URL', this.stage.callbackUrl);
    }
  }
}
