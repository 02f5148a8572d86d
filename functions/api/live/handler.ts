import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { answerLiveRequest, closeLiveConnection, openLiveConnection } from '../../domain/live/connections';
import { type Deps, getDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { errorBody } from '../../lib/http';

/**
 * The live-updates WebSocket API's one Lambda ($connect, $disconnect and every frame, as $default). A frame's
 * answer is its route response: `{"type": "subscribed" | "unsubscribed", "channel"}`, or a refusal
 * `{"type": "error", "status", "detail", "code"}` with the HTTP API's status and message for the same fault.
 */
export async function liveSocket(
  deps: Deps,
  event: Pick<APIGatewayProxyWebsocketEventV2, 'body'> & {
    requestContext: Pick<APIGatewayProxyWebsocketEventV2['requestContext'], 'routeKey' | 'connectionId'>;
  },
): Promise<APIGatewayProxyResultV2> {
  const { routeKey, connectionId } = event.requestContext;
  if (routeKey === '$connect') {
    await openLiveConnection(deps, connectionId);
    return { statusCode: 200 };
  }
  if (routeKey === '$disconnect') {
    await closeLiveConnection(deps, connectionId);
    return { statusCode: 200 };
  }
  try {
    const reply = await answerLiveRequest(deps, connectionId, event.body ?? '');
    return { statusCode: 200, body: JSON.stringify(reply) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      statusCode: 200,
      body: JSON.stringify({ type: 'error', status: error.status, ...errorBody(error) }),
    };
  }
}

export const handler = (event: APIGatewayProxyWebsocketEventV2) => liveSocket(getDeps(), event);
