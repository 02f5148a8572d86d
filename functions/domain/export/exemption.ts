import { getUser } from '../../data/user';
import type { Deps } from '../../lib/deps';

const listed = (text: string) =>
  new Set(
    text
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );

let exclusions: { text: string; emails: Set<string> } | undefined;

/** The e-mails of EXPORT_EMAIL_EXCLUSIONS, read once per value. */
function exclusionList(text: string): Set<string> {
  if (exclusions?.text !== text) exclusions = { text, emails: listed(text) };
  return exclusions.emails;
}

/**
 * Whether the user's e-mail is on part 2 §6's export exclusion list (they may export whatever the flag and the
 * delay after purchase). No read when the list is empty, as it is by default.
 */
export async function isExportExempt(deps: Pick<Deps, 'db' | 'env'>, userUuid: string): Promise<boolean> {
  const emails = exclusionList(deps.env.EXPORT_EMAIL_EXCLUSIONS);
  if (emails.size === 0) return false;
  const user = await getUser(deps.db, userUuid);
  return user !== undefined && emails.has(user.email.toLowerCase());
}
