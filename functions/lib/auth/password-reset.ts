import type { ResetContact } from '../../../shared/api/schemas/registration';
import type { Db } from '../../data/db';
import { getUserByEmail, getUserByPhone, type UserRecord } from '../../data/user';

/** 'u***@example.com': enough to recognise one's own address, not enough to learn someone else's. */
export const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
};

export const findUserByContact = (db: Db, to: ResetContact): Promise<UserRecord | undefined> =>
  to.channel === 'email' ? getUserByEmail(db, to.address) : getUserByPhone(db, to.address);
