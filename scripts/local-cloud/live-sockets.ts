import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';
import { liveSocket } from '../../functions/api/live/handler';
import type { Deps } from '../../functions/lib/deps';
import type { LivePostsPort } from '../../functions/lib/ports/live-posts';
import { LIVE_PATH } from '../../shared/api/live';
import { errorMessage } from './errors';

/** API Gateway's largest WebSocket frame is 128 KB; ours are tiny, so anything past 4 KB is refused. */
const MAX_FRAME_BYTES = 4096;

export interface LocalLiveSockets {
  /** What the fan-out consumer posts through, as it does to API Gateway's connections in AWS. */
  posts: LivePostsPort;
  /** Answers WebSocket upgrades at LIVE_PATH on the server; other upgrades (Vite's hot reload) are left alone. */
  attach(server: Server, deps: () => Deps): void;
  close(): void;
}

/** The local WebSocket API: the same handler as AWS's $connect, $default and $disconnect routes. */
export function localLiveSockets(): LocalLiveSockets {
  const sockets = new Map<string, WebSocket>();
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });

  function serve(socket: WebSocket, deps: Deps) {
    const connectionId = randomUUID();
    const invoke = (routeKey: string, body?: string) =>
      liveSocket(deps, { requestContext: { routeKey, connectionId }, body });
    // Frames are answered in order, each after $connect, as API Gateway does per connection.
    let queue: Promise<void> = invoke('$connect').then(() => {
      sockets.set(connectionId, socket);
    });
    const fail = (error: unknown) => {
      deps.logger.error('live socket failed', { connectionId, error: errorMessage(error) });
      socket.close(1011, 'Internal server error');
    };
    queue = queue.catch(fail);
    socket.on('message', (data) => {
      queue = queue
        .then(() => invoke('$default', data.toString()))
        .then((answer) => {
          if (typeof answer === 'object' && answer.body) socket.send(answer.body);
        })
        .catch(fail);
    });
    socket.on('close', () => {
      sockets.delete(connectionId);
      queue = queue
        .then(() => invoke('$disconnect'))
        .then(() => undefined)
        .catch(fail);
    });
  }

  return {
    posts: {
      async post(connectionId, message) {
        const socket = sockets.get(connectionId);
        if (!socket || socket.readyState !== socket.OPEN) {
          sockets.delete(connectionId);
          return 'gone';
        }
        socket.send(message);
        return 'sent';
      },
    },
    attach(httpServer, deps) {
      httpServer.on('upgrade', (request, stream, head) => {
        if (new URL(request.url ?? '/', 'http://localhost').pathname !== LIVE_PATH) return;
        server.handleUpgrade(request, stream, head, (socket) => serve(socket, deps()));
      });
    },
    close() {
      for (const socket of sockets.values()) socket.terminate();
      server.close();
    },
  };
}
