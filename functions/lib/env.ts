import { z } from 'zod';

/**
 * The environment, read and validated once. A missing or malformed variable fails at start with its name.
 * infra/ sets these on every Lambda; the local cloud sets them for its one process.
 */
const envSchema = z.object({
  STAGE: z.enum(['aws', 'local', 'test']),
  TABLE_NAME: z.string().min(1),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  DYNAMODB_ENDPOINT: z.string().url().optional(),
  EVENT_BUS_NAME: z.string().min(1).default('default'),
  EVENT_SOURCE: z.string().min(1).default('collectibles.platform'),
  MEDIA_BASE_URL: z.string().min(1).default('/media'),
  MAIL_FROM: z.string().email().default('hello@collectibles.example'),
  FEATURE_FLAGS: z.string().default(''),
  SCHEDULE_GROUP_NAME: z.string().min(1).default('default'),
  SCHEDULE_TARGET_ARN: z.string().optional(),
  SCHEDULE_ROLE_ARN: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  return parsed.data;
}

let cached: Env | undefined;
export const readEnv = (): Env => {
  cached ??= parseEnv(process.env);
  return cached;
};
