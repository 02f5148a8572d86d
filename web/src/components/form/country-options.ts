import { countriesNamed } from '../../../../shared/domain/geo';

/** A country select's options: 'Select country', then the countries of `codes` (none: all) by name. */
export const countryOptions = (codes: readonly string[] = []) => [
  { value: '', label: 'Select country' },
  ...countriesNamed(codes).map((country) => ({ value: country.code, label: country.title })),
];
