/**
 * Every asynchronous consumer sits behind a queue with a dead-letter queue, defined once for infra and the
 * local cloud. `entry` is the consumer's module (it exports `handler`, an SQS handler).
 */
export interface QueueDefinition {
  name: string;
  entry: string;
  maxReceiveCount: number;
  visibilityTimeoutSeconds: number;
  batchSize: number;
}

export const queues = {
  mailer: {
    name: 'mailer',
    entry: 'functions/events/consumers/mailer.ts',
    maxReceiveCount: 5,
    visibilityTimeoutSeconds: 60,
    batchSize: 10,
  },
  inbox: {
    name: 'inbox',
    entry: 'functions/events/consumers/inbox.ts',
    maxReceiveCount: 5,
    visibilityTimeoutSeconds: 60,
    batchSize: 10,
  },
  market: {
    name: 'market',
    entry: 'functions/events/consumers/market.ts',
    maxReceiveCount: 5,
    visibilityTimeoutSeconds: 60,
    batchSize: 10,
  },
  offers: {
    name: 'offers',
    entry: 'functions/events/consumers/offers.ts',
    maxReceiveCount: 5,
    visibilityTimeoutSeconds: 60,
    batchSize: 10,
  },
  gifts: {
    name: 'gifts',
    entry: 'functions/events/consumers/gifts.ts',
    maxReceiveCount: 5,
    visibilityTimeoutSeconds: 60,
    batchSize: 10,
  },
  /** Live-update nudges: short-lived hints, so a short visibility timeout and few tries. */
  live: {
    name: 'live',
    entry: 'functions/events/consumers/live.ts',
    maxReceiveCount: 2,
    visibilityTimeoutSeconds: 30,
    batchSize: 10,
  },
} as const satisfies Record<string, QueueDefinition>;

export type QueueName = keyof typeof queues;
