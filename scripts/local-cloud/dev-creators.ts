import type { Db } from '../../functions/data/db';
import { claimPath, createCreatorInvitation } from '../../functions/domain/storefront/invitations';
import { systemClock } from '../../functions/lib/clock';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const FORM = `<form method="get" action="/dev/creators">
<label>E-mail <input name="email" type="email" required></label>
<label>Creator name <input name="name" minlength="3" maxlength="40" required></label>
<button type="submit">Create invitation</button></form>`;

/**
 * /dev/creators: creates a creator invitation (as ops do with `npm run creator:invite`) and shows its claim link;
 * the invited address claims it once signed in with that verified e-mail.
 */
export async function creatorsPageBody(db: Db, query: URLSearchParams): Promise<string> {
  const email = query.get('email')?.trim() ?? '';
  const name = query.get('name')?.trim() ?? '';
  if (!email || name.length < 3) return FORM;
  const invitation = await createCreatorInvitation({ db, clock: systemClock }, { email, creatorName: name });
  const link = claimPath(invitation.token);
  return `${FORM}<p>Invitation for <strong>${escapeHtml(invitation.email)}</strong> as
<strong>${escapeHtml(invitation.creatorName)}</strong>, valid until ${escapeHtml(invitation.expiresAt)}:</p>
<p><a class="claim-link" href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
}
