import type * as z from '../../../../../shared/zod';

/** The first message of each top-level field a schema refuses, as the shared contract words it. */
export function fieldIssues<K extends string>(
  schema: z.ZodMiniType,
  input: unknown,
): Partial<Record<K, string>> {
  const issues: Partial<Record<K, string>> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) {
    const field = String(issue.path[0] ?? '') as K;
    issues[field] ??= issue.message;
  }
  return issues;
}
