/** Starts a Step Functions workflow by its definition name (functions/workflows/<name>). */
export interface WorkflowPort {
  start(
    workflow: string,
    input: Record<string, unknown>,
    executionName: string,
  ): Promise<{ executionArn: string }>;
}
