import { AGE_COOKIE_MAX_AGE_MS } from '../../../../../shared/domain/constants';
import { readCookie, writeCookie } from '../../../lib/cookies';
import type { AgeAnswer } from './birth-date';

const AGE_COOKIE = 'age_gate';

export const readAgeAnswer = (): AgeAnswer | null => {
  const value = readCookie(AGE_COOKIE);
  return value === 'adult' || value === 'minor' ? value : null;
};

/** The answer is kept for 365 days (spec part 2 §9). */
export const writeAgeAnswer = (answer: AgeAnswer) => writeCookie(AGE_COOKIE, answer, AGE_COOKIE_MAX_AGE_MS);
