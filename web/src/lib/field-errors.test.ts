import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { formFailure } from './field-errors';

const validation = (errors: { field: string; message: string }[]) =>
  new ApiError(400, { detail: 'Invalid input.', code: 'validation_error', errors });

describe('formFailure', () => {
  it("puts each field message under the input that sends the API's field, never the field's name", () => {
    const failure = formFailure(
      validation([
        { field: 'current_password', message: 'Current password is wrong.' },
        { field: 'g-recaptcha-response', message: 'Required captcha' },
        { field: 'phone_number', message: 'Phone number is taken.' },
      ]),
      { currentPassword: 'current_password', captcha: 'g-recaptcha-response' },
    );
    expect(failure.fields).toEqual({
      currentPassword: 'Current password is wrong.',
      captcha: 'Required captcha',
    });
    // A field the form has no input for is said under the form, as a message only.
    expect(failure.form).toBe('Phone number is taken.');
  });

  it('reads any of the names an input is sent as', () => {
    const failure = formFailure(validation([{ field: 'phone_number', message: 'Required phone' }]), {
      contact: ['email', 'phone_number'],
    });
    expect(failure).toEqual({ fields: { contact: 'Required phone' }, form: null });
  });

  it("says the detail when the answer names no field, and the generic message when it isn't the API's", () => {
    expect(
      formFailure(new ApiError(429, { detail: 'Too many requests.', code: 'rate_limited' }), {}),
    ).toEqual({
      fields: {},
      form: 'Too many requests.',
    });
    expect(formFailure(new Error('offline'), {}).form).toBe('Sorry, something went wrong');
  });

  it('words the toast lines as messages without field names', () => {
    expect(validation([{ field: 'otp', message: 'Wrong code' }]).lines).toEqual(['Wrong code']);
  });
});
