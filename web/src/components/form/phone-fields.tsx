import { allowedPhoneCountryCodes, countriesNamed } from '../../../../shared/domain/geo';
import { SelectField } from './select-field';
import { TextField } from './text-field';

const countryCodeOptions = countriesNamed(allowedPhoneCountryCodes).map((country) => ({
  value: country.code,
  label: `${country.title} (${country.code})`,
}));

export interface PhoneFieldsProps {
  country: string;
  phone: string;
  onCountryChange: (country: string) => void;
  onPhoneChange: (phone: string) => void;
  error?: string | null;
  phoneAutoComplete?: string;
}

/** 'Country code' and 'Phone number'; the number keeps only digits, spaces, brackets and dashes. */
export function PhoneFields({
  country,
  phone,
  onCountryChange,
  onPhoneChange,
  error,
  phoneAutoComplete,
}: PhoneFieldsProps) {
  return (
    <>
      <SelectField
        label="Country code"
        options={countryCodeOptions}
        value={country}
        onChange={(event) => onCountryChange(event.target.value)}
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete={phoneAutoComplete}
        value={phone}
        onChange={(event) => onPhoneChange(event.target.value.replace(/[^\d\s()-]/g, ''))}
        error={error}
      />
    </>
  );
}
