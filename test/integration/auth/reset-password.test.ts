import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import { listPendingEvents } from '../../../functions/data/outbox-event';
import { renderMessage } from '../../../functions/events/consumers/mailer';
import type { Deps } from '../../../functions/lib/deps';
import { messages } from '../../../shared/domain/messages';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { captcha, lastCode, lastEvent, signUp } from './flow';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});

const start = (deps: Deps, contact: object, sourceIp?: string) =>
  callApi(deps, 'POST', '/api/start-reset-password', { ...contact, ...captcha }, { sourceIp });
const checkOtp = (deps: Deps, contact: object, otp: string) =>
  callApi(deps, 'POST', '/api/reset-password-otp', { ...contact, otp, ...captcha });
const reset = (deps: Deps, code: string, password = 'Brand#New1') =>
  callApi(deps, 'POST', '/api/reset-password', { code, password });
const resetLinkCode = async (deps: Deps, email: string) =>
  String((await lastEvent(deps, 'PasswordResetRequested', (d) => d.email === email)).code);
const eventsTo = async (deps: Deps, to: string) =>
  (await listPendingEvents(deps.db, 1000)).filter(
    (e) => e.type === 'OneTimeCodeIssued' && e.detail.to === to,
  );

describe('forgot password', () => {
  it('validates the contact, the code and the new password with the spec messages', async () => {
    const { deps } = createTestDeps(db);
    const errorsOf = async (path: string, body: object) =>
      (await callApi(deps, 'POST', path, body, { sourceIp: '10.0.0.1' })).body.errors;
    expect(await errorsOf('/api/start-reset-password', { email: 'a@b.co' })).toEqual([
      { field: 'g-recaptcha-response', message: messages.captchaRequired },
    ]);
    expect(await errorsOf('/api/start-reset-password', { ...captcha })).toEqual([
      { field: 'email', message: messages.emailIsRequired },
    ]);
    expect(await errorsOf('/api/start-reset-password', { email: ' ', ...captcha })).toEqual([
      { field: 'email', message: messages.emailIsRequired },
    ]);
    expect(await errorsOf('/api/start-reset-password', { contact: 'nobody', ...captcha })).toEqual([
      { field: 'email', message: messages.emailInvalid },
    ]);
    expect(await errorsOf('/api/start-reset-password', { phone_number: '+1202', ...captcha })).toEqual([
      { field: 'phone_number', message: messages.phoneRequired },
    ]);
    expect(await errorsOf('/api/start-reset-password', { contact: '+1 202', ...captcha })).toEqual([
      { field: 'phone_number', message: messages.phoneRequired },
    ]);
    expect(await errorsOf('/api/start-reset-password', { phone_number: '+79123456789', ...captcha })).toEqual(
      [{ field: 'phone_number', message: messages.phoneInternationalNotSupported }],
    );
    expect(await errorsOf('/api/reset-password-otp', { email: 'a@b.co', ...captcha })).toEqual([
      { field: 'otp', message: messages.codeRequired },
    ]);
    expect(await errorsOf('/api/reset-password-otp', { email: 'a@b.co', otp: '12a456', ...captcha })).toEqual(
      [{ field: 'otp', message: messages.digitsOnly }],
    );
    expect(await errorsOf('/api/reset-password', { code: '', password: 'weak' })).toEqual(
      expect.arrayContaining([
        { field: 'code', message: messages.codeRequired },
        { field: 'password', message: messages.passwordRules },
      ]),
    );
  });

  it('resets by e-mail: code, link, new password; every session ends and each code works once', async () => {
    const { deps } = createTestDeps(db);
    const user = await signUp(deps, 1);
    expect((await start(deps, { email: user.email })).body).toEqual({ email: 'u***@example.com' });
    const otp = await lastCode(deps, user.email);
    const codeEvent = await lastEvent(deps, 'OneTimeCodeIssued', (d) => d.to === user.email);
    expect(codeEvent).toMatchObject({ channel: 'email', purpose: 'reset-password' });

    const wrongOtp = otp === '000000' ? '111111' : '000000';
    expect((await checkOtp(deps, { email: user.email }, wrongOtp)).body.errors).toEqual([
      { field: 'otp', message: messages.wrongCode },
    ]);
    expect((await checkOtp(deps, { email: user.email }, otp)).body).toEqual({ email: 'u***@example.com' });
    expect((await checkOtp(deps, { email: user.email }, otp)).body.errors).toEqual([
      { field: 'otp', message: messages.wrongCode },
    ]);

    const code = await resetLinkCode(deps, user.email);
    const mail = await renderMessage(
      {
        id: '1',
        'detail-type': 'PasswordResetRequested',
        source: 'test',
        time: '',
        detail: { user_uuid: 'u', email: user.email, code },
      },
      deps,
    );
    expect(mail).toMatchObject({ channel: 'email', to: user.email });
    expect(mail?.body).toContain(`${deps.env.SITE_URL}/app/reset-password?code=${code}`);

    expect((await reset(deps, code, 'weak')).body.errors).toEqual([
      { field: 'password', message: messages.passwordRules },
    ]);
    expect((await reset(deps, code)).body).toEqual({ message: messages.passwordChanged });
    expect((await reset(deps, code)).body.errors).toEqual([{ field: 'code', message: messages.wrongCode }]);

    const refreshed = await callApi(deps, 'POST', '/api/token/refresh', undefined, {
      headers: { cookie: user.cookie },
    });
    expect(refreshed.status).toBe(419);
    const login = (password: string) =>
      callApi(deps, 'POST', '/api/start-login', { login: user.email, password });
    expect((await login(user.password)).body.code).toBe('invalid_credentials');
    expect((await login('Brand#New1')).body).toEqual({ channel_2fa: 'phone' });
    // The inbox turns PasswordChanged into the type 26 security notice (functions/events/notification-requests.ts).
    const changed = await lastEvent(deps, 'PasswordChanged', (d) => d.user_uuid !== undefined);
    expect(changed.user_uuid).toMatch(/^[0-9A-Z]{26}$|^[0-9a-f-]{36}$/);
  });

  it('resets by phone, sent as `contact`: the code by SMS, the link to the e-mail', async () => {
    const { deps } = createTestDeps(db);
    const user = await signUp(deps, 2);
    expect((await start(deps, { contact: user.phone_number })).body).toEqual({ channel_2fa: 'phone' });
    const otp = await lastCode(deps, user.phone_number);
    expect((await checkOtp(deps, { contact: user.phone_number }, otp)).body).toEqual({
      email: 'u***@example.com',
    });
    expect((await reset(deps, await resetLinkCode(deps, user.email))).status).toBe(200);
  });

  it('answers an unknown contact like a known one and sends nothing', async () => {
    const { deps } = createTestDeps(db);
    const user = await signUp(deps, 3);
    const known = await start(deps, { email: user.email });
    const unknown = await start(deps, { email: 'user9@example.com' });
    expect(unknown).toEqual(known);
    expect(await eventsTo(deps, 'user9@example.com')).toEqual([]);
    expect((await start(deps, { phone_number: '+12025559999' })).body).toEqual({ channel_2fa: 'phone' });
    expect(await eventsTo(deps, '+12025559999')).toEqual([]);
    const wrongOtp = (await lastCode(deps, user.email)) === '123456' ? '654321' : '123456';
    const unknownAnswer = await checkOtp(deps, { email: 'user9@example.com' }, wrongOtp);
    expect(unknownAnswer).toEqual(await checkOtp(deps, { email: user.email }, wrongOtp));
    expect(unknownAnswer.body.errors).toEqual([{ field: 'otp', message: messages.wrongCode }]);
  });

  it('rejects an expired code and an expired link', async () => {
    const { deps, clock } = createTestDeps(db);
    const user = await signUp(deps, 4);
    await start(deps, { email: user.email });
    clock.advance(10 * 60_000 + 1);
    expect(
      (await checkOtp(deps, { email: user.email }, await lastCode(deps, user.email))).body.errors,
    ).toEqual([{ field: 'otp', message: messages.codeExpired }]);
    await start(deps, { email: user.email });
    await checkOtp(deps, { email: user.email }, await lastCode(deps, user.email));
    clock.advance(3600_000 + 1);
    expect((await reset(deps, await resetLinkCode(deps, user.email))).body.errors).toEqual([
      { field: 'code', message: messages.codeExpired },
    ]);
  });

  it('limits reset requests per contact (429)', async () => {
    const { deps } = createTestDeps(db);
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await start(deps, { email: 'target@example.com' }, '10.0.0.2')).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
