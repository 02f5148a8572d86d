import {
  type ShippingAddress,
  type ShippingAddressInput,
  shippingAddressInputSchema,
} from '../../../../shared/api/schemas/account';
import { US_COUNTRY_CODE } from '../../../../shared/domain/geo';

/** The form's values: every field as the inputs hold it. */
export interface ShippingAddressValues {
  full_name: string;
  address: string;
  additional_address: string;
  city: string;
  state: string;
  zip_code: string;
  country: string;
  shirt_size: string;
}

export type ShippingAddressErrors = Partial<Record<keyof ShippingAddressValues, string>>;

/** The country a new address starts in: the single allowed one, else the US where it is allowed, else none. */
function startingCountry(allowed: readonly string[]): string {
  if (allowed.length === 1) return allowed[0]!;
  return allowed.length === 0 || allowed.includes(US_COUNTRY_CODE) ? US_COUNTRY_CODE : '';
}

/** An empty address for an item shipped to `allowed` countries (none listed: anywhere). */
export const emptyShippingAddress = (allowed: readonly string[] = []): ShippingAddressValues => ({
  full_name: '',
  address: '',
  additional_address: '',
  city: '',
  state: '',
  zip_code: '',
  country: startingCountry(allowed),
  shirt_size: '',
});

/** Switching to or from the US resets the state: a US state is chosen from the list, elsewhere it is free text. */
export function withCountry(values: ShippingAddressValues, country: string): ShippingAddressValues {
  const switchesUs = (values.country === US_COUNTRY_CODE) !== (country === US_COUNTRY_CODE);
  return { ...values, country, state: switchesUs ? '' : values.state };
}

export const toInput = (values: ShippingAddressValues): ShippingAddressInput => ({
  ...values,
  shirt_size: values.shirt_size ? (Number(values.shirt_size) as ShippingAddressInput['shirt_size']) : null,
});

/** The server's own rules (spec part 1 §5): the first message of each field. */
export function validateShippingAddress(values: ShippingAddressValues): ShippingAddressErrors {
  const result = shippingAddressInputSchema.safeParse(toInput(values));
  const errors: ShippingAddressErrors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof ShippingAddressValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A saved address as the form edits it. */
export const valuesOf = (address: ShippingAddress): ShippingAddressValues => ({
  ...address,
  shirt_size: address.shirt_size === null ? '' : String(address.shirt_size),
});

/** Whether a saved address may receive an item shipped to `countries` (none listed: anywhere). */
export const shipsTo = (address: ShippingAddress, countries: readonly string[]): boolean =>
  countries.length === 0 || countries.includes(address.country);
