import { Duration } from 'aws-cdk-lib';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/** Keeps failed messages as long as SQS allows, so there is time to inspect and redrive them. */
export const createDeadLetterQueue = (scope: Construct, id: string) =>
  new Queue(scope, id, { retentionPeriod: Duration.days(14), enforceSSL: true });
