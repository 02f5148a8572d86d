import type { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import type { SchedulerClient } from '@aws-sdk/client-scheduler';
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import type { SFNClient } from '@aws-sdk/client-sfn';
import type { SNSClient } from '@aws-sdk/client-sns';
import { workflowArnVariable } from '../../workflows/types';
import type { Env } from '../env';
import type { EventBusPort } from '../ports/event-bus';
import type { MailerPort } from '../ports/mailer';
import { rateExpression, type SchedulerPort, type ScheduleTarget } from '../ports/scheduler';
import type { WorkflowPort } from '../ports/workflows';

/** The production adapters of the platform's own ports (third-party providers have theirs next to their ports). */

/**
 * Each SDK client module loads when first used, not when the Lambda starts: most invocations never publish, send,
 * schedule or start a workflow, and importing every client took longer than the rest of a bundle's init
 * (scripts/bundle-size.ts measures it).
 */
const once = <T>(load: () => Promise<T>) => {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load();
    return loaded;
  };
};
const eventBridgeSdk = once(() => import('@aws-sdk/client-eventbridge'));
const schedulerSdk = once(() => import('@aws-sdk/client-scheduler'));
const sesSdk = once(() => import('@aws-sdk/client-sesv2'));
const snsSdk = once(() => import('@aws-sdk/client-sns'));
const sfnSdk = once(() => import('@aws-sdk/client-sfn'));

/** Instruments each SDK client as it is made: Powertools Tracer's captureAWSv3Client (functions/lib/aws-deps.ts). */
export type TraceClient = <Client extends object>(client: Client) => Client;

export function eventBridgeBus(env: Env, trace: TraceClient): EventBusPort {
  let client: EventBridgeClient | undefined;
  return {
    async publish(events) {
      const { EventBridgeClient, PutEventsCommand } = await eventBridgeSdk();
      client ??= trace(new EventBridgeClient({}));
      // PutEvents takes at most 10 entries; a partial failure throws so the relay retries the batch.
      for (let i = 0; i < events.length; i += 10) {
        const batch = events.slice(i, i + 10);
        const result = await client.send(
          new PutEventsCommand({
            Entries: batch.map((event) => ({
              EventBusName: env.EVENT_BUS_NAME,
              Source: env.EVENT_SOURCE,
              DetailType: event.type,
              Detail: JSON.stringify({ ...event.detail, event_id: event.id, occurred_at: event.occurredAt }),
              Time: new Date(event.occurredAt),
            })),
          }),
        );
        if (result.FailedEntryCount)
          throw new Error(`EventBridge rejected ${result.FailedEntryCount} events`);
      }
    },
  };
}

export function eventBridgeScheduler(env: Env, trace: TraceClient): SchedulerPort {
  let schedulerClient: SchedulerClient | undefined;
  const sdk = async () => {
    const module = await schedulerSdk();
    schedulerClient ??= trace(new module.SchedulerClient({}));
    return { ...module, client: schedulerClient };
  };
  const target = (scheduleTarget: ScheduleTarget) => {
    if (!env.SCHEDULE_TARGET_ARN || !env.SCHEDULE_ROLE_ARN) {
      throw new Error('SCHEDULE_TARGET_ARN and SCHEDULE_ROLE_ARN are required to create schedules');
    }
    return {
      Arn: env.SCHEDULE_TARGET_ARN,
      RoleArn: env.SCHEDULE_ROLE_ARN,
      Input: JSON.stringify(scheduleTarget),
    };
  };
  const upsert = async (
    name: string,
    expression: string,
    scheduleTarget: ScheduleTarget,
    oneTime: boolean,
  ) => {
    const { client, CreateScheduleCommand, ResourceNotFoundException, UpdateScheduleCommand } = await sdk();
    const input = {
      Name: name,
      GroupName: env.SCHEDULE_GROUP_NAME,
      ScheduleExpression: expression,
      FlexibleTimeWindow: { Mode: 'OFF' as const },
      Target: target(scheduleTarget),
      ActionAfterCompletion: oneTime ? ('DELETE' as const) : undefined,
    };
    try {
      await client.send(new UpdateScheduleCommand(input));
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
      await client.send(new CreateScheduleCommand(input));
    }
  };
  return {
    scheduleOnce: ({ name, at, target: t }) => upsert(name, `at(${at.toISOString().slice(0, 19)})`, t, true),
    scheduleRecurring: ({ name, everySeconds, target: t }) =>
      upsert(name, rateExpression(everySeconds), t, false),
    async cancel(name) {
      const { client, DeleteScheduleCommand, ResourceNotFoundException } = await sdk();
      try {
        await client.send(new DeleteScheduleCommand({ Name: name, GroupName: env.SCHEDULE_GROUP_NAME }));
      } catch (error) {
        if (!(error instanceof ResourceNotFoundException)) throw error;
      }
    },
  };
}

export function sesMailer(env: Env, trace: TraceClient): MailerPort {
  let ses: SESv2Client | undefined;
  let sns: SNSClient | undefined;
  return {
    async send(message) {
      if (message.channel === 'sms') {
        const { PublishCommand, SNSClient } = await snsSdk();
        sns ??= trace(new SNSClient({}));
        await sns.send(new PublishCommand({ PhoneNumber: message.to, Message: message.body }));
        return;
      }
      const { SendEmailCommand, SESv2Client } = await sesSdk();
      ses ??= trace(new SESv2Client({}));
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: env.MAIL_FROM,
          Destination: { ToAddresses: [message.to] },
          Content: { Simple: { Subject: { Data: message.subject }, Body: { Html: { Data: message.body } } } },
        }),
      );
    },
  };
}

/** State machine ARNs come from WORKFLOW_ARN_<NAME> variables that infra sets. */
export function stepFunctionsWorkflows(trace: TraceClient): WorkflowPort {
  let client: SFNClient | undefined;
  return {
    async start(workflow, input, executionName) {
      const { ExecutionAlreadyExists, SFNClient, StartExecutionCommand } = await sfnSdk();
      client ??= trace(new SFNClient({}));
      const variable = workflowArnVariable(workflow);
      const stateMachineArn = process.env[variable];
      if (!stateMachineArn) throw new Error(`Missing environment variable ${variable}`);
      try {
        const result = await client.send(
          new StartExecutionCommand({ stateMachineArn, name: executionName, input: JSON.stringify(input) }),
        );
        return { executionArn: result.executionArn ?? '' };
      } catch (error) {
        // Same name, same execution (as the local runner answers): a finished one is not started again.
        if (!(error instanceof ExecutionAlreadyExists)) throw error;
        return {
          executionArn: `${stateMachineArn.replace(':stateMachine:', ':execution:')}:${executionName}`,
        };
      }
    },
  };
}
