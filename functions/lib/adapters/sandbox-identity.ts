import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { type Db, getItem } from '../../data/db';
import type { IdentityPort, InquiryOutcome } from '../ports/identity';

/** The template id the sandbox hands out; the local cloud's page /sandbox/identity/<reference_id> plays the flow. */
export const SANDBOX_IDENTITY_TEMPLATE = 'itmpl_sandbox';

const sandboxInquiryKey = (referenceId: string) => ({ pk: `IDENTITY_SANDBOX#${referenceId}`, sk: 'INQUIRY' });

/** The tester's choice on the sandbox page, as the provider would record the inquiry's result. Local only. */
export async function decideSandboxInquiry(
  db: Db,
  referenceId: string,
  outcome: InquiryOutcome,
): Promise<void> {
  await db.client.send(
    new PutCommand({
      TableName: db.tableName,
      Item: { ...sandboxInquiryKey(referenceId), entity: 'identity-sandbox-inquiry', referenceId, outcome },
    }),
  );
}

/** Identity verification in test mode: the tester chooses approved, declined or error on the sandbox page. */
export function sandboxIdentity(db: Db): IdentityPort {
  return {
    clientConfig: (referenceId) => ({
      template_id: SANDBOX_IDENTITY_TEMPLATE,
      environment: 'sandbox',
      reference_id: referenceId,
    }),
    async inquiryOutcome(referenceId) {
      const key = sandboxInquiryKey(referenceId);
      const found = await getItem(db, key.pk, key.sk, (item) => item.outcome as InquiryOutcome);
      return found ?? 'pending';
    },
  };
}
