import { POSTAL_CODE_MAX_LENGTH, POSTAL_CODE_MIN_LENGTH } from '../../../../../shared/domain/constants';
import { messages } from '../../../../../shared/domain/messages';

/** The add-card form's own fields; the card itself is in the hosted fields. */
export interface CardFormValues {
  name: string;
  country: string;
  postalCode: string;
}

export type CardFormErrors = Partial<Record<keyof CardFormValues, string>>;

/** The card form rules of spec part 1 §5: 'Required name', 'Required country', 'Required code' (3-10). */
export function validateCardForm(values: CardFormValues): CardFormErrors {
  const errors: CardFormErrors = {};
  if (!values.name.trim()) errors.name = messages.cardNameRequired;
  if (!values.country) errors.country = messages.cardCountryRequired;
  const code = values.postalCode.trim();
  if (code.length < POSTAL_CODE_MIN_LENGTH || code.length > POSTAL_CODE_MAX_LENGTH) {
    errors.postalCode = messages.cardCodeRequired;
  }
  return errors;
}

export const hasErrors = (errors: CardFormErrors) => Object.keys(errors).length > 0;
