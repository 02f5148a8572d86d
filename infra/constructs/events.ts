import { Duration, Stack } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { type EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { type QueueDefinition, type QueueName, queues } from '../../functions/events/queues';
import { type RuleDefinition, rules } from '../../functions/events/rules';
import { createDeadLetterQueue } from './dead-letter-queue';
import type { LambdaFactory } from './lambda-function';

/** What a consumer may do beyond the table, when it needs more. */
const consumerGrants: Partial<Record<QueueName, (consumer: NodejsFunction) => void>> = {
  mailer: (consumer) => {
    const stack = Stack.of(consumer);
    // SES checks every identity of a send (sender, and recipients in the sandbox), so the grant covers this
    // account's identities in this region.
    consumer.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
      }),
    );
    // SMS goes straight to a phone number, which has no ARN: SNS accepts only '*' for it.
    consumer.addToRolePolicy(new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }));
  },
};

export interface EventsProps {
  bus: EventBus;
  table: Table;
  createLambda: LambdaFactory;
}

/**
 * Domain events from the outbox to their consumers: a stream Lambda relays inserted outbox items to the bus,
 * rules fan them into queues (each with a dead-letter queue), and one Lambda consumes each queue.
 */
export class Events extends Construct {
  readonly relay: NodejsFunction;
  readonly consumers = {} as Record<QueueName, NodejsFunction>;
  /** The relay's and every queue's, for the alarms. */
  readonly deadLetterQueues: Queue[] = [];
  private readonly queues = {} as Record<QueueName, { queue: Queue; deadLetters: Queue }>;

  constructor(scope: Construct, id: string, { bus, table, createLambda }: EventsProps) {
    super(scope, id);
    this.relay = this.createRelay(bus, table, createLambda);
    for (const definition of Object.values(queues)) this.createConsumer(definition, table, createLambda);
    for (const rule of rules) this.createRule(rule, bus);
  }

  private createRelay(bus: EventBus, table: Table, createLambda: LambdaFactory) {
    const relay = createLambda(this, 'OutboxRelay', {
      entry: 'functions/events/outbox-relay.ts',
      description: 'Publishes inserted outbox items to the event bus, then deletes them',
    });
    relay.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: { Keys: { pk: { S: FilterRule.beginsWith('OUTBOX#') } } },
          }),
        ],
        reportBatchItemFailures: true,
        bisectBatchOnError: true,
        retryAttempts: 10,
        onFailure: new SqsDlq(this.deadLetterQueue('OutboxRelayDlq')),
      }),
    );
    // Scoped to this bus (allPutEvents would grant every bus).
    bus.grants.actions(relay, ['events:PutEvents']);
    // The relay only deletes the outbox items it published.
    table.grants.writeData(relay);
    return relay;
  }

  private createConsumer(definition: QueueDefinition, table: Table, createLambda: LambdaFactory) {
    const name = definition.name as QueueName;
    const deadLetters = this.deadLetterQueue(`${name}-dlq`);
    const visibilityTimeout = Duration.seconds(definition.visibilityTimeoutSeconds);
    const queue = new Queue(this, `${name}-queue`, {
      visibilityTimeout,
      enforceSSL: true,
      deadLetterQueue: { queue: deadLetters, maxReceiveCount: definition.maxReceiveCount },
    });
    const consumer = createLambda(this, `${name}-consumer`, {
      entry: definition.entry,
      description: `Consumes the ${name} queue`,
      // AWS advises a visibility timeout of six times the function's, so a retried batch is not read twice.
      timeout: Duration.seconds(Math.max(3, Math.floor(definition.visibilityTimeoutSeconds / 6))),
    });
    consumer.addEventSource(
      new SqsEventSource(queue, { batchSize: definition.batchSize, reportBatchItemFailures: true }),
    );
    // Consumers record the events they handled, to skip redeliveries.
    table.grants.readWriteData(consumer);
    consumerGrants[name]?.(consumer);
    this.queues[name] = { queue, deadLetters };
    this.consumers[name] = consumer;
  }

  private deadLetterQueue(id: string): Queue {
    const queue = createDeadLetterQueue(this, id);
    this.deadLetterQueues.push(queue);
    return queue;
  }

  /** Events EventBridge cannot deliver go to the queue's own dead-letter queue: same body, one place to redrive. */
  private createRule(definition: RuleDefinition, bus: EventBus) {
    const { queue, deadLetters } = this.queues[definition.queue];
    new Rule(this, definition.name, {
      eventBus: bus,
      description: definition.description,
      eventPattern: { detailType: definition.pattern['detail-type'] },
      targets: [new SqsQueue(queue, { deadLetterQueue: deadLetters, retryAttempts: 8 })],
    });
  }
}
