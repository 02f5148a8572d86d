import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import type { Deps } from '../../../functions/lib/deps';
import { messages } from '../../../shared/domain/messages';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { bearer, captcha, lastEvent, refreshCookieOf, signUp } from './flow';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});

type Session = { idToken: string; password: string };
const startChange = (deps: Deps, user: Session, email: string, password = user.password) =>
  callApi(
    deps,
    'POST',
    '/api/start-change-email',
    { email, current_password: password },
    bearer(user.idToken),
  );
/** As the browser sends a call: the token and the refresh cookie. */
const withCookie = (user: Session & { cookie: string }) => ({
  headers: { ...bearer(user.idToken).headers, cookie: user.cookie },
});
const change = (deps: Deps, user: Session, code: string) =>
  callApi(deps, 'POST', '/api/change-email', { code }, bearer(user.idToken));
const changeCode = async (deps: Deps, email: string) =>
  String((await lastEvent(deps, 'EmailChangeRequested', (d) => d.email === email)).code);
const me = async (deps: Deps, user: Session) =>
  (await callApi(deps, 'GET', '/api/me', undefined, bearer(user.idToken))).body;
const checkEmail = (deps: Deps, email: string) =>
  callApi(deps, 'POST', '/api/check-email', { email, ...captcha });

describe('change e-mail', () => {
  it('checks the password and the new address with the spec messages', async () => {
    const { deps } = createTestDeps(db);
    const alice = await signUp(deps, 1);
    const bob = await signUp(deps, 2);
    expect((await callApi(deps, 'POST', '/api/start-change-email', { email: 'a@b.co' })).status).toBe(401);
    const errorsOf = async (body: object) =>
      (await callApi(deps, 'POST', '/api/start-change-email', body, bearer(alice.idToken))).body.errors;
    expect(await errorsOf({})).toEqual(
      expect.arrayContaining([
        { field: 'email', message: messages.emailRequired },
        { field: 'current_password', message: messages.currentPasswordRequired },
      ]),
    );
    expect(await errorsOf({ email: 'nope', current_password: '' })).toEqual([
      { field: 'email', message: messages.emailInvalid },
      { field: 'current_password', message: messages.currentPasswordRequired },
    ]);
    expect((await startChange(deps, alice, 'new@example.com', 'Wrong#123')).body.errors).toEqual([
      { field: 'current_password', message: messages.currentPasswordWrong },
    ]);
    expect((await startChange(deps, alice, alice.email.toUpperCase())).body.errors).toEqual([
      { field: 'email', message: messages.sameEmail },
    ]);
    expect((await startChange(deps, alice, bob.email)).body.errors).toEqual([
      { field: 'email', message: messages.emailTaken },
    ]);
    expect((await change(deps, alice, '')).body.errors).toEqual([
      { field: 'code', message: messages.codeRequired },
    ]);
  });

  it('switches the e-mail with the code sent to the new address; unverified until confirmed', async () => {
    const { deps } = createTestDeps(db);
    const user = await signUp(deps, 3);
    const newEmail = 'renamed3@example.com';
    expect((await startChange(deps, user, newEmail)).body).toEqual({ message: messages.emailSent });
    const code = await changeCode(deps, newEmail);
    expect((await change(deps, user, code === '000000' ? '111111' : '000000')).body.errors).toEqual([
      { field: 'code', message: messages.wrongCode },
    ]);
    expect((await me(deps, user)).email).toBe(user.email);

    const changed = await callApi(deps, 'POST', '/api/change-email', { code }, withCookie(user));
    expect(changed.body).toEqual({ message: messages.emailChanged });
    expect(await me(deps, user)).toMatchObject({ email: newEmail, email_verified: false });
    // The token from before the change changes no credentials; the session's renewed cookie gives one that does.
    expect((await change(deps, user, code)).body.code).toBe('token_invalid');
    const refreshed = await callApi(deps, 'POST', '/api/token/refresh', undefined, {
      headers: { cookie: refreshCookieOf(changed.cookies) },
    });
    expect((await change(deps, { ...user, idToken: refreshed.body.id_token }, code)).body.errors).toEqual([
      { field: 'code', message: messages.wrongCode },
    ]);
    expect(await lastEvent(deps, 'NotificationRequested', (d) => d.notification_type === 26)).toMatchObject({
      subject: 'Your email address was changed',
    });

    expect((await checkEmail(deps, user.email)).status).toBe(200);
    expect((await checkEmail(deps, newEmail)).body.detail).toBe(messages.accountExists);
    const login = (login: string) =>
      callApi(deps, 'POST', '/api/start-login', { login, password: user.password });
    expect((await login(user.email)).body.code).toBe('invalid_credentials');
    expect((await login(newEmail)).body).toEqual({ channel_2fa: 'phone' });

    const verification = await lastEvent(deps, 'EmailVerificationRequested', (d) => d.email === newEmail);
    expect((await callApi(deps, 'POST', '/api/confirm-email', { code: verification.code })).status).toBe(200);
    expect((await me(deps, user)).email_verified).toBe(true);
  });

  it('rejects the change when someone took the address meanwhile, and an expired code', async () => {
    const { deps, clock } = createTestDeps(db);
    const alice = await signUp(deps, 4);
    const bob = await signUp(deps, 5);
    const wanted = 'wanted@example.com';
    await startChange(deps, alice, wanted);
    const aliceCode = await changeCode(deps, wanted);
    await startChange(deps, bob, wanted);
    expect((await change(deps, bob, await changeCode(deps, wanted))).status).toBe(200);
    expect((await change(deps, alice, aliceCode)).body.errors).toEqual([
      { field: 'email', message: messages.emailTaken },
    ]);
    expect((await me(deps, alice)).email).toBe(alice.email);

    await startChange(deps, alice, 'later@example.com');
    clock.advance(10 * 60_000 + 1);
    expect((await change(deps, alice, await changeCode(deps, 'later@example.com'))).body.errors).toEqual([
      { field: 'code', message: messages.codeExpired },
    ]);
  });
});
