import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A write whose condition failed: another worker claimed the item first, or it changed meanwhile. */
export const isConditionFailure = (error: unknown) =>
  error instanceof ConditionalCheckFailedException ||
  (error instanceof TransactionCanceledException &&
    (error.CancellationReasons ?? []).some((reason) => reason.Code === 'ConditionalCheckFailed'));
