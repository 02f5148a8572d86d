import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import { totpCode } from '../../../functions/lib/auth/totp';
import type { Deps } from '../../../functions/lib/deps';
import { messages } from '../../../shared/domain/messages';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { bearer, captcha, lastCode, lastEvent, refreshCookieOf, signUp } from '../auth/flow';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});

interface Session {
  idToken: string;
  cookie: string;
}

/** A second session of the account: start-login, the SMS code, login. */
async function logIn(deps: Deps, user: { email: string; password: string; phone_number: string }) {
  await callApi(deps, 'POST', '/api/start-login', { login: user.email, password: user.password });
  const answer = await callApi(deps, 'POST', '/api/login', {
    login: user.email,
    password: user.password,
    otp: await lastCode(deps, user.phone_number),
    ...captcha,
  });
  expect(answer.status).toBe(200);
  return { idToken: String(answer.body.id_token), cookie: refreshCookieOf(answer.cookies) };
}

/** The session's token and its refresh cookie, as the browser sends both to every /api call. */
const withSession = (session: Session) => ({
  headers: { authorization: `Bearer ${session.idToken}`, cookie: session.cookie },
});

const refresh = (deps: Deps, cookie: string) =>
  callApi(deps, 'POST', '/api/token/refresh', undefined, { headers: { cookie } });

/** The calls that move money or change credentials, each answering 401 to a token from before the change. */
const freshCalls = (deps: Deps, idToken: string) => [
  callApi(
    deps,
    'POST',
    '/api/payments/withdrawal',
    { value: '20.00', transfer_type: 'fiat' },
    bearer(idToken),
  ),
  callApi(deps, 'POST', '/api/payments/add-payment-method', { token: 'tok_x' }, bearer(idToken)),
  callApi(deps, 'POST', '/api/change-email', { code: '123456' }, bearer(idToken)),
  callApi(
    deps,
    'POST',
    '/api/change-password',
    { old_password: 'x', password: 'Another#789' },
    bearer(idToken),
  ),
];

/** The other session after the change: refresh refused at once, its token refused on money, fine on a read. */
async function expectEnded(deps: Deps, other: Session) {
  const loggedIn = await callApi(deps, 'GET', '/api/is-logged-in', undefined, {
    headers: { cookie: other.cookie },
  });
  expect(loggedIn.body).toEqual({ is_logged_in: false });
  expect((await refresh(deps, other.cookie)).status).toBe(419);
  for (const answer of await Promise.all(freshCalls(deps, other.idToken)))
    expect(answer.body).toEqual({ detail: messages.credentialsChanged, code: 'token_invalid' });
  expect((await callApi(deps, 'GET', '/api/me', undefined, bearer(other.idToken))).status).toBe(200);
}

/** The session that made the change: a renewed cookie that refreshes into a token the money calls take. */
async function expectGoesOn(deps: Deps, answer: { status: number; cookies?: string[] }) {
  expect(answer.status).toBe(200);
  const renewed = refreshCookieOf(answer.cookies);
  expect(renewed).not.toBe('');
  const refreshed = await refresh(deps, renewed);
  expect(refreshed.status).toBe(200);
  const withdrawal = await callApi(
    deps,
    'POST',
    '/api/payments/withdrawal',
    { value: '20.00', transfer_type: 'fiat' },
    bearer(refreshed.body.id_token),
  );
  expect(withdrawal.status).not.toBe(401);
  return { idToken: String(refreshed.body.id_token), cookie: refreshCookieOf(refreshed.cookies) };
}

describe('a change of credentials ends the other sessions', () => {
  it('password: the other session refreshes no more and its token moves no money', async () => {
    const { deps } = createTestDeps(db);
    const user = await signUp(deps, 1);
    const other = await logIn(deps, user);
    const changed = await callApi(
      deps,
      'POST',
      '/api/change-password',
      { old_password: user.password, password: 'Newer#456' },
      withSession(user),
    );
    expect(changed.body).toEqual({ message: messages.passwordChanged });
    await expectEnded(deps, other);
    await expectGoesOn(deps, changed);
    // The changing session's own old token is from before the change too.
    expect((await freshCalls(deps, user.idToken)[0])?.status).toBe(401);
  });

  it('e-mail: the same once the code switches the address', async () => {
    const { deps } = createTestDeps(db);
    const user = await signUp(deps, 2);
    const other = await logIn(deps, user);
    const email = 'moved2@example.com';
    await callApi(
      deps,
      'POST',
      '/api/start-change-email',
      { email, current_password: user.password },
      withSession(user),
    );
    const code = String((await lastEvent(deps, 'EmailChangeRequested', (d) => d.email === email)).code);
    const changed = await callApi(deps, 'POST', '/api/change-email', { code }, withSession(user));
    expect(changed.body).toEqual({ message: messages.emailChanged });
    await expectEnded(deps, other);
    await expectGoesOn(deps, changed);
  });

  it('2FA: turning the authenticator on, then back to the phone, each ends the other sessions', async () => {
    const { deps, clock } = createTestDeps(db);
    const user = await signUp(deps, 3);
    const other = await logIn(deps, user);
    const setup = await callApi(
      deps,
      'POST',
      '/api/me/details/set',
      { channel_2fa: 'app' },
      withSession(user),
    );
    // Only a pending secret so far: nothing changed yet.
    expect((await refresh(deps, other.cookie)).status).toBe(200);
    const otherNow = await logIn(deps, user);
    const verified = await callApi(
      deps,
      'POST',
      '/api/verify-device-otp',
      { otp: totpCode(setup.body.setup_key, clock.now()) },
      withSession(user),
    );
    expect(verified.body).toEqual({ message: messages.twoFactorChanged });
    await expectEnded(deps, otherNow);
    const current = await expectGoesOn(deps, verified);

    clock.advance(30_000);
    const third = await callApi(deps, 'POST', '/api/start-login', {
      login: user.email,
      password: user.password,
    });
    expect(third.body).toEqual({ channel_2fa: 'app' });
    const login = await callApi(deps, 'POST', '/api/login', {
      login: user.email,
      password: user.password,
      otp: totpCode(setup.body.setup_key, clock.now()),
      ...captcha,
    });
    const thirdSession = { idToken: String(login.body.id_token), cookie: refreshCookieOf(login.cookies) };
    const toPhone = await callApi(
      deps,
      'POST',
      '/api/me/details/set',
      { channel_2fa: 'phone' },
      withSession(current),
    );
    expect(toPhone.body).toEqual({ message: messages.twoFactorChanged });
    await expectEnded(deps, thirdSession);
    await expectGoesOn(deps, toPhone);
  });

  it('a change without the refresh cookie still ends every session, the caller included', async () => {
    const { deps } = createTestDeps(db);
    const user = await signUp(deps, 4);
    const changed = await callApi(
      deps,
      'POST',
      '/api/change-password',
      { old_password: user.password, password: 'Newer#456' },
      bearer(user.idToken),
    );
    expect(changed.cookies).toBeUndefined();
    await expectEnded(deps, user);
  });
});
