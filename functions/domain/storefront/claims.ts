import { createHash } from 'node:crypto';
import { getCreator, putNewCreator } from '../../data/creator';
import {
  claimCreatorInvitation,
  getCreatorInvitation,
  listUserClaimTokens,
} from '../../data/creator-invitation';
import { tryTransactWrite } from '../../data/db';
import { getUser } from '../../data/user';
import type { Deps } from '../../lib/deps';
import { assertStorefrontEnabled } from './access';
import {
  InvitationClaimedError,
  InvitationExpiredError,
  InvitationNotFoundError,
  InvitationOtherEmailError,
} from './errors';

export interface CreatorClaim {
  creatorId: string;
  creatorName: string;
  /** Claimed by this user and the creator exists. */
  valid: boolean;
}

/** The invitations the user claimed, each with whether its creator is there (the Storefront link's rule). */
export async function listCreatorClaims(
  deps: Pick<Deps, 'db' | 'flags'>,
  userUuid: string,
): Promise<CreatorClaim[]> {
  assertStorefrontEnabled(deps);
  const tokens = await listUserClaimTokens(deps.db, userUuid);
  const claims = await Promise.all(
    tokens.map(async (token) => {
      const invitation = await getCreatorInvitation(deps.db, token);
      if (!invitation?.creatorId) return [];
      const creator = await getCreator(deps.db, invitation.creatorId);
      return [
        {
          creatorId: invitation.creatorId,
          creatorName: creator?.name ?? invitation.creatorName,
          valid: invitation.claimedBy === userUuid && creator?.userUuid === userUuid,
        },
      ];
    }),
  );
  return claims.flat();
}

/** The creator's id of an invitation: one per token, so a retried claim names the same creator. */
const creatorIdOf = (token: string) =>
  createHash('sha256').update(`creator\n${token}`).digest('hex').slice(0, 24);

/**
 * POST /storefront/claims: the invitation must be pending, unexpired and sent to the caller's verified e-mail. The
 * claim, the creator (named as the invitation says) and the user's link to it are written in one transaction: a
 * user who is a creator already, or a twin claim, makes it fail.
 */
export async function claimInvitation(deps: Deps, userUuid: string, token: string): Promise<CreatorClaim> {
  assertStorefrontEnabled(deps);
  const invitation = await getCreatorInvitation(deps.db, token);
  if (!invitation) throw new InvitationNotFoundError();
  const user = await getUser(deps.db, userUuid);
  if (!user?.emailVerified || user.email.toLowerCase() !== invitation.email)
    throw new InvitationOtherEmailError();
  if (invitation.status === 'claimed') throw new InvitationClaimedError();
  if (Date.parse(invitation.expiresAt) <= deps.clock.now().getTime()) throw new InvitationExpiredError();
  const creatorId = creatorIdOf(token);
  const claimed = await tryTransactWrite(deps.db, [
    ...claimCreatorInvitation(deps.db, token, { userUuid, creatorId }),
    ...putNewCreator(deps.db, {
      id: creatorId,
      userUuid,
      name: invitation.creatorName,
      bio: '',
      avatarKey: null,
      payoutType: 'fiat',
      createdAt: deps.clock.now().toISOString(),
    }),
  ]);
  // A twin claim won the race, or the user is a creator through another invitation.
  if (!claimed) throw new InvitationClaimedError();
  return { creatorId, creatorName: invitation.creatorName, valid: true };
}
