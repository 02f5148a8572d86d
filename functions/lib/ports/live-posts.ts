/** Sends live-update nudges to browsers' sockets (API Gateway WebSocket connections in AWS). */
export interface LivePostsPort {
  /** 'gone' when the connection no longer exists (API Gateway's 410), so its records can be forgotten. */
  post(connectionId: string, message: string): Promise<'sent' | 'gone'>;
}
