import { beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../../functions/lib/clock';
import type { Deps } from '../../../functions/lib/deps';
import { messages } from '../../../shared/domain/messages';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { paths, withdrawer } from '../withdrawals/support';

let deps: Deps;
let clock: ManualClock;

beforeAll(async () => {
  ({ deps, clock } = createTestDeps(await createTestDb()));
});

const name = { first_name: 'Ada', last_name: 'Lovelace' };

describe('POST /payments/dwolla-customer before the partner’s consents', () => {
  it('is refused as the bank withdrawal is, without either consent, and makes no customer', async () => {
    for (const missing of ['acceptedPartnerPrivacyPolicy', 'acceptedPartnerTerms'] as const) {
      const user = await withdrawer(deps, clock, 0, { [missing]: false });
      const answer = await user.call('POST', paths.customer, name);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({
        code: 'partner_consent_required',
        detail: messages.partnerConsentRequired,
      });
      expect((await user.call('GET', paths.customer)).status).toBe(404);
    }
  });

  it('creates the customer once both are accepted through the API', async () => {
    const user = await withdrawer(deps, clock, 0, {
      acceptedPartnerPrivacyPolicy: false,
      acceptedPartnerTerms: false,
    });
    expect((await user.call('POST', paths.customer, name)).status).toBe(403);
    const accepted = await user.call('POST', '/api/accept-legal-policies', {
      accepted_dwolla_privacy_policy: true,
      accepted_dwolla_terms_of_service: true,
    });
    expect(accepted.status).toBe(200);
    const created = await user.call('POST', paths.customer, name);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject(name);
  });
});
