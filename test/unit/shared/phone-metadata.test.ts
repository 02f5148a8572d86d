import { readFile } from 'node:fs/promises';
import { type CountryCode, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import examples from 'libphonenumber-js/examples.mobile.json';
import { describe, expect, it } from 'vitest';
import { allowedPhoneMetadata, PHONE_METADATA_FILE } from '../../../scripts/phone-metadata';
import { phoneSchema } from '../../../shared/api/schemas/registration';
import { allowedPhoneCountryCodes, isAllowedPhoneCountry } from '../../../shared/domain/geo';
import { messages } from '../../../shared/domain/messages';

describe('the phone metadata of the registration Lambda', () => {
  it('is the installed libphonenumber-js metadata cut to the allowed countries (else run scripts/phone-metadata.ts)', async () => {
    const written = JSON.parse(await readFile(PHONE_METADATA_FILE, 'utf8'));
    expect(written).toEqual(allowedPhoneMetadata());
  });

  it('decides every example number of every country as the whole metadata does', () => {
    const countries = Object.entries(examples as Record<string, string>);
    expect(countries.length).toBeGreaterThan(200);
    let accepted = 0;
    for (const [country, nationalNumber] of countries) {
      const number = `+${getCountryCallingCode(country as CountryCode)}${nationalNumber}`;
      // The rule with libphonenumber's whole metadata: valid, and in an allowed country.
      const whole = parsePhoneNumberFromString(number);
      const acceptable = Boolean(whole?.isValid() && whole.country && isAllowedPhoneCountry(whole.country));
      const parsed = phoneSchema({ signUp: false }).safeParse(number);
      if (acceptable) expect(parsed, `${country} ${number}`).toEqual({ success: true, data: number });
      else
        expect(
          parsed.error?.issues.map((issue) => issue.message),
          `${country} ${number}`,
        ).toEqual([messages.phoneInternationalNotSupported]);
      if (acceptable) accepted++;
    }
    // Each allowed country's example, and a few of countries that share its numbers (Åland's are Finland's).
    expect(accepted).toBeGreaterThanOrEqual(allowedPhoneCountryCodes.length);
  });
});
