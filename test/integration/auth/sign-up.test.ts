import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import { messages } from '../../../shared/domain/messages';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { bearer, captcha, lastCode, lastEvent, signUp } from './flow';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});

describe('sign-up', () => {
  it('validates every field with the spec messages', async () => {
    const { deps } = createTestDeps(db);
    const bad = await callApi(deps, 'POST', '/api/register', {
      email: 'nope',
      phone_number: '+1202',
      username: 'a b',
      password: 'short',
      'g-recaptcha-response': '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: messages.emailInvalid },
        { field: 'phone_number', message: messages.phoneInvalid },
        { field: 'username', message: messages.usernameMin },
        { field: 'password', message: messages.passwordRules },
        { field: 'g-recaptcha-response', message: messages.captchaRequired },
      ]),
    );
    const foreign = await callApi(deps, 'POST', '/api/check-phone', {
      phone_number: '+79123456789',
      email: 'a@b.co',
      ...captcha,
    });
    expect(foreign.body.errors).toEqual([
      { field: 'phone_number', message: messages.phoneInternationalNotSupported },
    ]);
  });

  it('needs a verified phone, then registers once, verifies the e-mail from the link code', async () => {
    const { deps } = createTestDeps(db);
    const unverified = await callApi(deps, 'POST', '/api/register', {
      email: 'x@example.com',
      phone_number: '+12025550999',
      username: 'someone_new',
      password: 'Secret#123',
      ...captcha,
    });
    expect(unverified.body.errors).toEqual([{ field: 'phone_number', message: messages.phoneNotVerified }]);

    const user = await signUp(deps, 1);
    expect(user.cookie).toMatch(/^refresh_token=/);
    const exists = await callApi(deps, 'POST', '/api/check-email', { email: user.email, ...captcha });
    expect(exists).toMatchObject({ status: 400, body: { detail: messages.accountExists } });

    const me = await callApi(deps, 'GET', '/api/me', undefined, bearer(user.idToken));
    expect(me.body).toMatchObject({
      email: user.email,
      email_verified: false,
      channel_2fa: 'phone',
      wallets: [],
    });

    const { code } = await lastEvent(deps, 'EmailVerificationRequested', (d) => d.email === user.email);
    const wrong = await callApi(deps, 'POST', '/api/confirm-email', { code: 'wrong' });
    expect(wrong.body.errors).toEqual([{ field: 'code', message: messages.wrongCode }]);
    const confirmed = await callApi(deps, 'POST', '/api/confirm-email', { code });
    expect(confirmed.body).toEqual({ message: messages.emailVerified });
    const replay = await callApi(deps, 'POST', '/api/confirm-email', { code });
    expect(replay.status).toBe(400);
    expect((await callApi(deps, 'GET', '/api/me', undefined, bearer(user.idToken))).body.email_verified).toBe(
      true,
    );
    await lastEvent(deps, 'NotificationRequested', (d) => d.notification_type === 25);
  });

  it('rejects a wrong, replayed or expired phone code', async () => {
    const { deps, clock } = createTestDeps(db);
    const phone = '+12025550777';
    await callApi(deps, 'POST', '/api/check-phone', {
      phone_number: phone,
      email: 'p@example.com',
      ...captcha,
    });
    const code = await lastCode(deps, phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await callApi(deps, 'POST', '/api/check-otp', { phone_number: phone, otp: wrongCode });
    expect(wrong.body.errors).toEqual([{ field: 'otp', message: messages.wrongCode }]);
    expect((await callApi(deps, 'POST', '/api/check-otp', { phone_number: phone, otp: code })).status).toBe(
      200,
    );
    const replay = await callApi(deps, 'POST', '/api/check-otp', { phone_number: phone, otp: code });
    expect(replay.body.errors).toEqual([{ field: 'otp', message: messages.wrongCode }]);

    await callApi(deps, 'POST', '/api/resend-otp-register', { phone_number: phone, ...captcha });
    const late = await lastCode(deps, phone);
    clock.advance(11 * 60_000);
    const expired = await callApi(deps, 'POST', '/api/check-otp', { phone_number: phone, otp: late });
    expect(expired.body.errors).toEqual([{ field: 'otp', message: messages.codeExpired }]);
  });
});
