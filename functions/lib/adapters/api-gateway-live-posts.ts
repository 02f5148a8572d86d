import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { SecretReader } from '../deps';
import type { Env } from '../env';
import type { LivePostsPort } from '../ports/live-posts';

export function apiGatewayLivePosts(client: ApiGatewayManagementApiClient): LivePostsPort {
  return {
    async post(connectionId, message) {
      try {
        await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: message }));
        return 'sent';
      } catch (error) {
        if (error instanceof GoneException) return 'gone';
        throw error;
      }
    },
  };
}

/** The poster in AWS, built only by the consumers that nudge (getDeps' own adapters): no other bundle carries it. */
export const awsLivePosts = (_secret: SecretReader, env: Env) => {
  if (!env.LIVE_CALLBACK_URL) throw new Error('LIVE_CALLBACK_URL must be set');
  return {
    livePosts: apiGatewayLivePosts(
      new ApiGatewayManagementApiClient({ endpoint: env.LIVE_CALLBACK_URL, region: env.AWS_REGION }),
    ),
  };
};
