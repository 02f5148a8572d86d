import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '../../shared/api/errors';
import { messages } from '../../shared/domain/messages';
import { headerFields, resourceSecurityHeaders } from '../../shared/http/security-headers';

/** What node's HTTP parser refused, answered in the API's error shape instead of node's empty default. */
const refusals: Record<string, { status: number; reason: string; body: ErrorBody }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    body: { detail: messages.headersTooLarge, code: 'headers_too_large' },
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    body: { detail: messages.tryAgainLater, code: 'request_timeout' },
  },
};
/** The answer to a request that cannot be read at all. */
export const badRequestBody: ErrorBody = { detail: messages.badRequest, code: 'bad_request' };
const badRequest = { status: 400, reason: 'Bad Request', body: badRequestBody };

/**
 * The server's 'clientError' listener: a request node could not parse (headers over its 16 KB limit, a broken
 * request line) never reaches a handler, so the answer is written on the socket here, as node itself would.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // Nothing to answer on a closed socket, or in the middle of an answer already under way (pipelining).
  if (!socket.writable || (socket as Partial<Socket>).bytesWritten) {
    socket.destroy();
    return;
  }
  const { status, reason, body } = refusals[error.code ?? ''] ?? badRequest;
  const json = JSON.stringify(body);
  const headers = {
    ...headerFields(resourceSecurityHeaders),
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(json)),
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head.join('')}\r\n${json}`);
}
