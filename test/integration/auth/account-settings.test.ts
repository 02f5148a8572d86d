import { beforeAll, describe, expect, it } from 'vitest';
import { type Db, transactWrite } from '../../../functions/data/db';
import { listPendingEvents } from '../../../functions/data/outbox-event';
import { getUser, updateUser } from '../../../functions/data/user';
import { totpCode } from '../../../functions/lib/auth/totp';
import type { Deps } from '../../../functions/lib/deps';
import { messages } from '../../../shared/domain/messages';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { bearer, captcha, lastCode, lastEvent, refreshCookieOf, signUp } from './flow';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});

const me = async (deps: Deps, idToken: string) =>
  (await callApi(deps, 'GET', '/api/me', undefined, bearer(idToken))).body;
const countEvents = async (deps: Deps, type: string, match: (detail: Record<string, unknown>) => boolean) =>
  (await listPendingEvents(deps.db, 1000)).filter((e) => e.type === type && match(e.detail)).length;

/**
 * Turns on the authenticator app through the API, as the browser does (token and refresh cookie); answers its
 * secret and the session's id_token after the change (the one before it no longer changes credentials).
 */
async function enableApp(deps: Deps, user: { idToken: string; cookie: string }, at: Date) {
  const session = { headers: { ...bearer(user.idToken).headers, cookie: user.cookie } };
  const setup = await callApi(deps, 'POST', '/api/me/details/set', { channel_2fa: 'app' }, session);
  const secret = String(setup.body.setup_key);
  const verified = await callApi(
    deps,
    'POST',
    '/api/verify-device-otp',
    { otp: totpCode(secret, at) },
    session,
  );
  const refreshed = await callApi(deps, 'POST', '/api/token/refresh', undefined, {
    headers: { cookie: refreshCookieOf(verified.cookies) },
  });
  return { secret, idToken: String(refreshed.body.id_token) };
}

describe('sign-up helpers and account settings', () => {
  it('validates /check-email and answers a free address', async () => {
    const { deps } = createTestDeps(db);
    const check = (body: object) => callApi(deps, 'POST', '/api/check-email', body);
    expect((await check({ email: 'free@example.com' })).body.errors).toEqual([
      { field: 'g-recaptcha-response', message: messages.captchaRequired },
    ]);
    expect((await check({ email: '', ...captcha })).body.errors).toEqual([
      { field: 'email', message: messages.emailRequired },
    ]);
    expect((await check({ email: 'nope', ...captcha })).body.errors).toEqual([
      { field: 'email', message: messages.emailInvalid },
    ]);
    expect((await check({ email: 'free@example.com', ...captcha })).status).toBe(200);
  });

  it('re-sends the verification e-mail only to a signed-in, unverified user', async () => {
    const { deps } = createTestDeps(db);
    expect((await callApi(deps, 'POST', '/api/confirm-email-request')).status).toBe(401);
    const user = await signUp(deps, 1);
    const request = () =>
      callApi(deps, 'POST', '/api/confirm-email-request', undefined, bearer(user.idToken));
    const sent = () => countEvents(deps, 'EmailVerificationRequested', (d) => d.email === user.email);
    expect(await sent()).toBe(1);
    expect((await request()).body).toEqual({ message: messages.emailSent });
    expect(await sent()).toBe(2);
    const { code } = await lastEvent(deps, 'EmailVerificationRequested', (d) => d.email === user.email);
    expect((await callApi(deps, 'POST', '/api/confirm-email', { code })).status).toBe(200);
    expect((await request()).status).toBe(200);
    expect(await sent()).toBe(2);
  });

  it('re-texts the login code on /resend-otp-login and /resend-otp, silently for an unknown login', async () => {
    const { deps } = createTestDeps(db);
    const user = await signUp(deps, 2);
    for (const path of ['/api/resend-otp-login', '/api/resend-otp']) {
      expect((await callApi(deps, 'POST', path, { login: user.username })).body.errors).toEqual([
        { field: 'g-recaptcha-response', message: messages.captchaRequired },
      ]);
      expect((await callApi(deps, 'POST', path, { ...captcha })).body.errors).toEqual([
        { field: 'login', message: messages.loginRequired },
      ]);
      const before = await countEvents(deps, 'OneTimeCodeIssued', (d) => d.to === user.phone_number);
      const known = await callApi(deps, 'POST', path, { login: user.username, ...captcha });
      const unknown = await callApi(deps, 'POST', path, { login: 'nobody_here', ...captcha });
      expect(known.body).toEqual({ message: messages.codeSent });
      expect(unknown).toEqual(known);
      expect(await countEvents(deps, 'OneTimeCodeIssued', (d) => d.to === user.phone_number)).toBe(
        before + 1,
      );
    }
    const otp = await lastCode(deps, user.phone_number);
    const login = await callApi(deps, 'POST', '/api/login', {
      login: user.username,
      password: user.password,
      otp,
      ...captcha,
    });
    expect(login.status).toBe(200);
  });

  it('saves notification flags; receipts and system e-mails stay on', async () => {
    const { deps } = createTestDeps(db);
    const user = await signUp(deps, 3);
    const saved = await callApi(
      deps,
      'POST',
      '/api/me/details/notifications',
      { receipts_emails: false, system_emails: false, bidding_emails: false, offers_notifications: false },
      bearer(user.idToken),
    );
    expect(saved.body).toEqual({ message: messages.notificationSettingsSaved });
    expect(await me(deps, user.idToken)).toMatchObject({
      receipts_emails: true,
      system_emails: true,
      bidding_emails: false,
      offers_notifications: false,
      bidding_notifications: true,
      marketplace_emails: true,
    });
  });

  it('switches the second factor back to the phone; login then texts a code', async () => {
    const { deps, clock } = createTestDeps(db);
    const user = await signUp(deps, 4);
    const { idToken } = await enableApp(deps, user, clock.now());
    expect((await me(deps, user.idToken)).channel_2fa).toBe('app');
    const back = await callApi(
      deps,
      'POST',
      '/api/me/details/set',
      { channel_2fa: 'phone' },
      bearer(idToken),
    );
    expect(back.body).toEqual({ message: messages.twoFactorChanged });
    expect((await me(deps, user.idToken)).channel_2fa).toBe('phone');
    await lastEvent(deps, 'TwoFactorChanged', (d) => d.channel_2fa === 'phone' && d.user_uuid !== undefined);
    const started = await callApi(deps, 'POST', '/api/start-login', {
      login: user.email,
      password: user.password,
    });
    expect(started.body).toEqual({ channel_2fa: 'phone' });
    expect(await lastCode(deps, user.phone_number)).toMatch(/^\d{6}$/);
  });

  it('keeps a used authenticator step when a profile change was read before the login', async () => {
    const { deps, clock } = createTestDeps(db);
    const user = await signUp(deps, 5);
    const { secret } = await enableApp(deps, user, clock.now());
    clock.advance(30_000);
    const stale = await getUser(deps.db, (await me(deps, user.idToken)).uuid);
    const code = totpCode(secret, clock.now());
    const login = () =>
      callApi(deps, 'POST', '/api/login', {
        login: user.email,
        password: user.password,
        otp: code,
        ...captcha,
      });
    expect((await login()).status).toBe(200);
    if (!stale) throw new Error('no user');
    await transactWrite(deps.db, [updateUser(deps.db, stale.uuid, { hideMarketplaceCredit: true })]);
    expect((await getUser(deps.db, stale.uuid))?.totpLastStep).toBeGreaterThan(stale.totpLastStep ?? 0);
    expect((await login()).body.errors).toEqual([{ field: 'otp', message: messages.wrongCode }]);
  });

  it('records both payment-partner consents, and only when both are ticked', async () => {
    const { deps } = createTestDeps(db);
    const user = await signUp(deps, 6);
    const accept = (body: object) =>
      callApi(deps, 'POST', '/api/accept-legal-policies', body, bearer(user.idToken));
    expect((await accept({ accepted_dwolla_privacy_policy: true })).body.errors).toEqual([
      { field: 'accepted_dwolla_terms_of_service', message: messages.fieldRequired },
    ]);
    expect(
      (await accept({ accepted_dwolla_privacy_policy: false, accepted_dwolla_terms_of_service: true })).body
        .errors,
    ).toEqual([{ field: 'accepted_dwolla_privacy_policy', message: messages.fieldRequired }]);
    expect(await me(deps, user.idToken)).toMatchObject({
      accepted_dwolla_privacy_policy: false,
      accepted_dwolla_terms_of_service: false,
    });
    const both = { accepted_dwolla_privacy_policy: true, accepted_dwolla_terms_of_service: true };
    expect((await accept(both)).body).toEqual({ message: messages.legalPoliciesAccepted });
    expect(await me(deps, user.idToken)).toMatchObject(both);
  });
});
