import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import {
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ExecutionAlreadyExists, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { workflowArnVariable } from '../../workflows/types';
import type { Env } from '../env';
import type { EventBusPort } from '../ports/event-bus';
import type { MailerPort } from '../ports/mailer';
import { rateExpression, type SchedulerPort, type ScheduleTarget } from '../ports/scheduler';
import type { WorkflowPort } from '../ports/workflows';

/** The production adapters of the platform's own ports (third-party providers have theirs next to their ports). */

export function eventBridgeBus(env: Env, client = new EventBridgeClient({})): EventBusPort {
  return {
    async publish(events) {
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

export function eventBridgeScheduler(env: Env, client = new SchedulerClient({})): SchedulerPort {
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
      try {
        await client.send(new DeleteScheduleCommand({ Name: name, GroupName: env.SCHEDULE_GROUP_NAME }));
      } catch (error) {
        if (!(error instanceof ResourceNotFoundException)) throw error;
      }
    },
  };
}

export function sesMailer(env: Env, ses = new SESv2Client({}), sns = new SNSClient({})): MailerPort {
  return {
    async send(message) {
      if (message.channel === 'sms') {
        await sns.send(new PublishCommand({ PhoneNumber: message.to, Message: message.body }));
        return;
      }
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
export function stepFunctionsWorkflows(client = new SFNClient({})): WorkflowPort {
  return {
    async start(workflow, input, executionName) {
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
