import { atom } from 'jotai';
import { readCookie } from '../cookies';

/** The logged-in flag across reloads (spec part 1 §4): not httpOnly, 10 days; the server sets it too. */
export const LOGGED_IN_COOKIE = 'logged_in';

/** restoring: the logged-in cookie is set and the id_token is being fetched from the refresh cookie. */
export type SessionStatus = 'restoring' | 'in' | 'out';

/** The id_token lives only in memory; a reload gets a new one from the httpOnly refresh cookie. */
export const idTokenAtom = atom<string | null>(null);

const statusOverrideAtom = atom<SessionStatus | null>(null);

/** Until the session says otherwise, the logged-in cookie tells whether a session is being restored. */
export const sessionStatusAtom = atom(
  (get) => get(statusOverrideAtom) ?? (readCookie(LOGGED_IN_COOKIE) ? 'restoring' : 'out'),
  (_get, set, status: SessionStatus) => set(statusOverrideAtom, status),
);

export const isLoggedInAtom = atom((get) => get(sessionStatusAtom) === 'in');

/** A 418 waiting for its code: the two-factor dialog answers through `resolve` (null when closed). */
export interface TwoFactorRequest {
  channel: 'app' | 'phone';
  resolve: (answer: { otp: string; captcha: string } | null) => void;
}

export const twoFactorRequestAtom = atom<TwoFactorRequest | null>(null);
