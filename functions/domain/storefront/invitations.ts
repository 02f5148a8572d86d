import { randomBytes } from 'node:crypto';
import { CREATOR_INVITATION_TTL_MS } from '../../../shared/domain/constants';
import { type CreatorInvitationRecord, putNewCreatorInvitation } from '../../data/creator-invitation';
import { transactWrite } from '../../data/db';
import type { Deps } from '../../lib/deps';

/** The claim page an invitation's link opens, with its token. */
export const claimPath = (token: string) => `/app/storefront-claim?token=${encodeURIComponent(token)}`;

/**
 * A creator invitation for `email` (ops: scripts/creator-invite.ts, or /dev/creators locally), claimable for 30
 * days. `token` is random unless given (the seeded demo invitation has a fixed one).
 */
export async function createCreatorInvitation(
  deps: Pick<Deps, 'db' | 'clock'>,
  invite: { email: string; creatorName: string; token?: string },
): Promise<CreatorInvitationRecord> {
  const now = deps.clock.now();
  const record: CreatorInvitationRecord = {
    token: invite.token ?? randomBytes(18).toString('base64url'),
    email: invite.email.trim().toLowerCase(),
    creatorName: invite.creatorName.trim(),
    status: 'pending',
    claimedBy: null,
    creatorId: null,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + CREATOR_INVITATION_TTL_MS).toISOString(),
  };
  await transactWrite(deps.db, [putNewCreatorInvitation(deps.db, record)]);
  return record;
}
