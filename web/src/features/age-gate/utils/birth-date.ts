import { BIRTH_YEAR_MAX_YEARS_BACK, MINIMUM_AGE_YEARS } from '../../../../../shared/domain/constants';
import { messages } from '../../../../../shared/domain/messages';

/** What the visitor typed into the age gate. */
export interface BirthDateInput {
  month: string;
  day: string;
  year: string;
}

export type BirthDateErrors = Partial<Record<keyof BirthDateInput, string>>;

/** The age gate's answer, kept in a cookie (spec part 1 §4). */
export type AgeAnswer = 'adult' | 'minor';

const wholeNumberIn = (value: string, min: number, max: number) => {
  if (!/^\d+$/.test(value.trim())) return false;
  const number = Number(value);
  return number >= min && number <= max;
};

/** Month 1-12, day 1-31, year within the last 100 years and not in the future (spec part 1 §5). */
export function validateBirthDate(input: BirthDateInput, now: Date): BirthDateErrors {
  const thisYear = now.getFullYear();
  const errors: BirthDateErrors = {};
  if (!wholeNumberIn(input.month, 1, 12)) errors.month = messages.invalidMonth;
  if (!wholeNumberIn(input.day, 1, 31)) errors.day = messages.invalidDay;
  if (!wholeNumberIn(input.year, thisYear - BIRTH_YEAR_MAX_YEARS_BACK, thisYear)) {
    errors.year = messages.invalidYear;
  }
  return errors;
}

/** Adult from the 21st birthday on; the input must have passed validateBirthDate. */
export function ageAnswerFor(input: BirthDateInput, now: Date): AgeAnswer {
  const [month, day, year] = [input.month, input.day, input.year].map(Number) as [number, number, number];
  const birthdayPassed = now.getMonth() + 1 > month || (now.getMonth() + 1 === month && now.getDate() >= day);
  const age = now.getFullYear() - year - (birthdayPassed ? 0 : 1);
  return age >= MINIMUM_AGE_YEARS ? 'adult' : 'minor';
}
