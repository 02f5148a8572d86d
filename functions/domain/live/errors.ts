import { BadRequestError, ForbiddenError } from '../../lib/errors';

/** A frame that is not `{"action": "subscribe" | "unsubscribe", "channel": ..., "token"?: ...}`. */
export class MalformedLiveRequestError extends BadRequestError {
  constructor() {
    super('Send {"action": "subscribe" or "unsubscribe", "channel": "..."}.', 'malformed_request');
  }
}

export class UnknownChannelError extends BadRequestError {
  constructor() {
    super('No such channel.', 'unknown_channel');
  }
}

export class TooManyChannelsError extends BadRequestError {
  constructor(limit: number) {
    super(`A connection listens to at most ${limit} channels.`, 'too_many_channels');
  }
}

/** A private channel other than the caller's own (`user:<someone's uuid>`). */
export class PrivateChannelError extends ForbiddenError {
  constructor() {
    super('You may only listen to your own notifications (the "user" channel).', 'private_channel');
  }
}

/** A frame on a connection the table does not know (closed, or expired after API Gateway's 2 hours). */
export class UnknownConnectionError extends BadRequestError {
  constructor() {
    super('This connection is closed: connect again.', 'connection_closed');
  }
}
