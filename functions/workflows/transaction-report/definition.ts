import type { WorkflowDefinition, WorkflowTask } from '../types';

const task = (exportName: string): WorkflowTask => ({
  entry: 'functions/workflows/transaction-report/tasks.ts',
  exportName,
});

/** The "${Name}" placeholder infra replaces with the task's Lambda ARN. */
const resource = (taskName: string) => `\${${taskName}}`;

const retry = [{ ErrorEquals: ['States.ALL'], IntervalSeconds: 2, MaxAttempts: 2, BackoffRate: 2 }];

/** GET /user/transaction-report/{year} starts it: write the year's CSV to media, then record it on the user. */
export const transactionReportWorkflow: WorkflowDefinition = {
  name: 'transaction-report',
  description: "Writes a user's transactions of a year as a CSV file in media",
  asl: {
    Comment: 'Input: {userUuid, year, day}',
    StartAt: 'WriteReportFile',
    TimeoutSeconds: 300,
    States: {
      WriteReportFile: {
        Type: 'Task',
        Resource: resource('WriteReportFile'),
        Retry: retry,
        Next: 'RecordReport',
      },
      RecordReport: { Type: 'Task', Resource: resource('RecordReport'), Retry: retry, End: true },
    },
  },
  tasks: {
    WriteReportFile: task('writeReportFile'),
    RecordReport: task('recordReport'),
  },
};
