import { type FormEvent, useState } from 'react';
import { shirtSizeLabels, shirtSizes } from '../../../../shared/domain/enums';
import { US_COUNTRY_CODE, usStates } from '../../../../shared/domain/geo';
import { Button } from '../button/button';
import { countryOptions } from '../form/country-options';
import * as formStyles from '../form/form.css';
import { SelectField } from '../form/select-field';
import { TextField } from '../form/text-field';
import {
  type ShippingAddressErrors,
  type ShippingAddressValues,
  validateShippingAddress,
  withCountry,
} from './shipping-address-values';

const stateOptions = [
  { value: '', label: 'Choose a state' },
  ...usStates.map((state) => ({ value: state.title, label: state.title })),
];
const shirtSizeOptions = [
  { value: '', label: 'No shirt size' },
  ...shirtSizes.map((code) => ({ value: String(code), label: shirtSizeLabels[code] })),
];

const textFields = [
  { name: 'full_name', label: 'Full name', autoComplete: 'name' },
  { name: 'address', label: 'Address', autoComplete: 'address-line1' },
  { name: 'additional_address', label: 'Apartment, suite, etc. (optional)', autoComplete: 'address-line2' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
] as const;

export interface ShippingAddressFormProps {
  initial: ShippingAddressValues;
  /** The countries offered (codes); empty = all countries. */
  allowedCountries?: readonly string[];
  /** Only when the purchase includes a shirt. */
  withShirtSize?: boolean;
  submitLabel: string;
  /** Settings: the button waits for a change, and a saved address becomes the new starting point. */
  saveChangesOnly?: boolean;
  /** Resolves whether it was saved; a failure is the caller's to show. */
  onSave: (values: ShippingAddressValues) => Promise<boolean>;
}

/**
 * The shipping address form (spec part 1 §5), checked by the server's own schema: full name of letters, digits
 * and spaces; address, city, country required; zip 5-10; a US state from the list, free text elsewhere;
 * switching to or from the US resets the state; the shirt size only when a shirt is included.
 */
export function ShippingAddressForm({
  initial,
  allowedCountries = [],
  withShirtSize = false,
  submitLabel,
  saveChangesOnly = false,
  onSave,
}: ShippingAddressFormProps) {
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ShippingAddressErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (name: keyof ShippingAddressValues) => (value: string) =>
    setValues({ ...values, [name]: value });
  const changed = (Object.keys(values) as (keyof ShippingAddressValues)[]).some(
    (name) => values[name] !== saved[name],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateShippingAddress(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      if (await onSave(values)) setSaved(values);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Shipping address">
      {textFields.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          autoComplete={field.autoComplete}
          value={values[field.name]}
          onChange={(event) => set(field.name)(event.target.value)}
          error={errors[field.name]}
        />
      ))}
      <SelectField
        label="Country"
        options={countryOptions(allowedCountries)}
        value={values.country}
        onChange={(event) => setValues(withCountry(values, event.target.value))}
        error={errors.country}
      />
      {values.country === US_COUNTRY_CODE ? (
        <SelectField
          label="State"
          options={stateOptions}
          value={values.state}
          onChange={(event) => set('state')(event.target.value)}
          error={errors.state}
        />
      ) : (
        <TextField
          label="State / Province"
          autoComplete="address-level1"
          value={values.state}
          onChange={(event) => set('state')(event.target.value)}
          error={errors.state}
        />
      )}
      <TextField
        label="Zip code"
        autoComplete="postal-code"
        maxLength={10}
        value={values.zip_code}
        onChange={(event) => set('zip_code')(event.target.value)}
        error={errors.zip_code}
      />
      {withShirtSize && (
        <SelectField
          label="Shirt size"
          options={shirtSizeOptions}
          value={values.shirt_size}
          onChange={(event) => set('shirt_size')(event.target.value)}
          error={errors.shirt_size}
        />
      )}
      <div className={formStyles.actions}>
        <Button type="submit" disabled={busy || (saveChangesOnly && !changed)}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
