import { createDb } from '../functions/data/db';
import { claimPath, createCreatorInvitation } from '../functions/domain/storefront/invitations';
import { systemClock } from '../functions/lib/clock';

/**
 * Ops: invites a storefront creator and prints the claim link to send.
 *   npm run creator:invite -- <email> <creator name>
 * Writes to TABLE_NAME (default collectibles) at DYNAMODB_ENDPOINT (else AWS's, by its credentials); the link starts
 * with SITE_URL (default http://localhost:3000).
 */
const [email, ...nameParts] = process.argv.slice(2);
const creatorName = nameParts.join(' ').trim();
if (!email || creatorName.length < 3 || creatorName.length > 40) {
  console.error('usage: creator-invite.ts <email> <creator name (3-40 characters)>');
  process.exit(2);
}
const db = createDb({
  tableName: process.env.TABLE_NAME ?? 'collectibles',
  endpoint: process.env.DYNAMODB_ENDPOINT,
});
const invitation = await createCreatorInvitation({ db, clock: systemClock }, { email, creatorName });
console.log(
  `Invitation for ${invitation.email} as ${invitation.creatorName}, valid until ${invitation.expiresAt}:`,
);
console.log(`${process.env.SITE_URL ?? 'http://localhost:3000'}${claimPath(invitation.token)}`);
