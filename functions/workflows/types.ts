/**
 * A Step Functions workflow, defined once: the JSONPath ASL (tasks name their Lambda as "${TaskName}"), and
 * where each task's plain handler lives. infra substitutes Lambda ARNs; the local runner calls the handlers.
 */
export interface WorkflowTask {
  /** Module path from the repo root, e.g. 'functions/workflows/report/tasks.ts'. */
  entry: string;
  /** The named export: an async (input) => output function that runs unchanged in Lambda and locally. */
  exportName: string;
}

export interface WorkflowDefinition {
  name: string;
  description: string;
  asl: {
    StartAt: string;
    States: Record<string, Record<string, unknown>>;
    Comment?: string;
    TimeoutSeconds?: number;
  };
  tasks: Record<string, WorkflowTask>;
}

/** The variable through which infra hands each Lambda a state machine's ARN. */
export const workflowArnVariable = (name: string) => `WORKFLOW_ARN_${name.toUpperCase().replace(/-/g, '_')}`;
