import { describe, expect, it } from 'vitest';
import { MEDIA_KEY_PREFIX, PRIVATE_MEDIA_KEY_PREFIX } from '../../functions/lib/adapters/s3-media';
import { logicalId, synthesize } from './synth';
import { asList, type Json, resourcesOfType, roleStatements } from './template';

const { stack, template } = synthesize({}, { validate: true });
const statements = roleStatements(template);

/** The bucket key patterns a role may use an S3 action on (`s3:GetObject*` counts as s3:GetObject). */
function keysOf(role: string, action: string): string[] {
  return statements
    .filter(
      ({ roles, statement }) =>
        roles.includes(role) && asList<string>(statement.Action).some((a) => a.replace(/\*$/, '') === action),
    )
    .flatMap(({ statement }) => asList<Json>(statement.Resource))
    .map((resource) => JSON.stringify(resource).match(/"\/([^"]+)"\]/)?.[1])
    .filter((key): key is string => key !== undefined);
}

describe('transaction report files', () => {
  const reports = `${PRIVATE_MEDIA_KEY_PREFIX}reports/*`;

  it('are written by the workflow tasks and presigned by the account family, under private/ only', () => {
    const account = logicalId(stack.api.functions.account.role!);
    expect(keysOf(account, 's3:GetObject')).toContain(reports);
    for (const fn of stack.workflows.functions) {
      expect(keysOf(logicalId(fn.role!), 's3:PutObject')).toEqual([reports]);
    }
    const publicReports = statements.filter(({ statement }) =>
      JSON.stringify(statement.Resource).includes(`/${MEDIA_KEY_PREFIX}reports/`),
    );
    expect(publicReports).toEqual([]);
  });

  it('left in public media by earlier deploys expire', () => {
    const [, bucket] =
      resourcesOfType(template, 'AWS::S3::Bucket').find(([id]) => id.startsWith('MediaBucket')) ?? [];
    expect(bucket?.Properties.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({
        Prefix: `${MEDIA_KEY_PREFIX}reports/`,
        ExpirationInDays: 1,
        Status: 'Enabled',
      }),
    );
  });
});
