import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import { REFRESH_REUSE_GRACE_MS } from '../../../functions/data/refresh-token';
import { signJwt } from '../../../functions/lib/auth/jwt';
import { totpCode } from '../../../functions/lib/auth/totp';
import { messages } from '../../../shared/domain/messages';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps, TEST_SIGNING_SECRET } from '../../support/deps';
import { bearer, captcha, lastCode, refreshCookieOf, signUp } from './flow';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});

describe('login, 2FA and sessions', () => {
  it('logs in with the SMS code: 418 without it, same error for a wrong password or unknown user', async () => {
    const { deps } = createTestDeps(db);
    const user = await signUp(deps, 1);
    const wrong = await callApi(deps, 'POST', '/api/start-login', {
      login: user.email,
      password: 'Wrong#123',
    });
    const unknown = await callApi(deps, 'POST', '/api/start-login', {
      login: 'nobody',
      password: 'Wrong#123',
    });
    expect(wrong.body).toEqual({ detail: messages.invalidCredentials, code: 'invalid_credentials' });
    expect(unknown.body).toEqual(wrong.body);

    const started = await callApi(deps, 'POST', '/api/start-login', {
      login: user.username,
      password: user.password,
    });
    expect(started.body).toEqual({ channel_2fa: 'phone' });
    const noCode = await callApi(deps, 'POST', '/api/login', {
      login: user.username,
      password: user.password,
      ...captcha,
    });
    expect(noCode).toMatchObject({
      status: 418,
      body: { code: 'two_factor_required', channel_2fa: 'phone' },
    });
    const otp = await lastCode(deps, user.phone_number);
    const session = await callApi(deps, 'POST', '/api/login', {
      login: user.email,
      password: user.password,
      otp,
      ...captcha,
    });
    expect(session.status).toBe(200);
    expect(session.cookies).toEqual(
      expect.arrayContaining([expect.stringMatching(/^logged_in=1; Max-Age=864000/)]),
    );
    const replay = await callApi(deps, 'POST', '/api/login', {
      login: user.email,
      password: user.password,
      otp,
      ...captcha,
    });
    expect(replay.body.errors).toEqual([{ field: 'otp', message: messages.wrongCode }]);
  });

  it('turns on the authenticator app and logs in with a TOTP code once', async () => {
    const { deps, clock } = createTestDeps(db);
    const user = await signUp(deps, 2);
    const setup = await callApi(
      deps,
      'POST',
      '/api/me/details/set',
      { channel_2fa: 'app' },
      bearer(user.idToken),
    );
    expect(setup.body.verify_device_link).toBe(
      `otpauth://totp/Collectibles:user2%40example.com?secret=${setup.body.setup_key}&issuer=Collectibles`,
    );
    const verify = (otp: string) =>
      callApi(deps, 'POST', '/api/verify-device-otp', { otp }, bearer(user.idToken));
    expect((await verify(totpCode(setup.body.setup_key, clock.now()))).status).toBe(200);
    clock.advance(30_000);
    const login = (otp: string) =>
      callApi(deps, 'POST', '/api/login', { login: user.email, password: user.password, otp, ...captcha });
    const code = totpCode(setup.body.setup_key, clock.now());
    expect((await login(code)).status).toBe(200);
    expect((await login(code)).status).toBe(400);
  });

  it('rotates the refresh cookie, revokes the family on reuse after the grace (419) and on logout', async () => {
    const { deps, clock } = createTestDeps(db);
    const user = await signUp(deps, 3);
    const refresh = (cookie: string) =>
      callApi(deps, 'POST', '/api/token/refresh', undefined, { headers: { cookie } });
    const first = await refresh(user.cookie);
    expect(first.status).toBe(200);
    const next = refreshCookieOf(first.cookies);
    expect(next).not.toBe(user.cookie);
    clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    expect((await refresh(user.cookie)).status).toBe(419);
    expect((await refresh(next)).status).toBe(419);

    const again = await signUp(deps, 4);
    const loggedIn = await callApi(deps, 'GET', '/api/is-logged-in', undefined, {
      headers: { cookie: again.cookie },
    });
    expect(loggedIn.body).toEqual({ is_logged_in: true });
    await callApi(deps, 'POST', '/api/logout', undefined, { headers: { cookie: again.cookie } });
    expect((await refresh(again.cookie)).status).toBe(419);
  });

  it('refreshes a just-rotated cookie again within the grace: two tabs at once, a page left mid-refresh', async () => {
    const { deps, clock } = createTestDeps(db);
    const user = await signUp(deps, 8);
    const refresh = (cookie: string) =>
      callApi(deps, 'POST', '/api/token/refresh', undefined, { headers: { cookie } });
    const together = await Promise.all([refresh(user.cookie), refresh(user.cookie)]);
    expect(together.map((answer) => answer.status)).toEqual([200, 200]);
    const [a, b] = together.map((answer) => refreshCookieOf(answer.cookies));
    expect(a).not.toBe(b);

    clock.advance(REFRESH_REUSE_GRACE_MS);
    const late = await refresh(user.cookie);
    expect(late.status).toBe(200);
    // Each sibling still refreshes: the family lives on.
    for (const cookie of [a, b, refreshCookieOf(late.cookies)])
      expect((await refresh(cookie ?? '')).status).toBe(200);
  });

  it('answers 401 for a missing, tampered, foreign-signed or expired token', async () => {
    const { deps, clock } = createTestDeps(db);
    const user = await signUp(deps, 5);
    const me = (token?: string) => callApi(deps, 'GET', '/api/me', undefined, token ? bearer(token) : {});
    expect((await me()).body.code).toBe('not_authenticated');
    const [h, p, s] = user.idToken.split('.');
    const payload = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, sub: 'someone-else' })).toString('base64url');
    expect((await me(`${h}.${forged}.${s}`)).body.code).toBe('token_invalid');
    expect((await me(signJwt(payload, 'another-secret-of-at-least-32-characters!'))).status).toBe(401);
    expect((await me(signJwt(payload, TEST_SIGNING_SECRET))).status).toBe(200);
    clock.advance(16 * 60_000);
    expect((await me(user.idToken)).status).toBe(401);
  });

  it('limits login attempts per account (429)', async () => {
    const { deps } = createTestDeps(db);
    const attempts = [];
    for (let i = 0; i < 11; i++) {
      attempts.push(
        (await callApi(deps, 'POST', '/api/start-login', { login: 'target', password: 'x' })).status,
      );
    }
    expect(attempts.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(attempts[10]).toBe(429);
  });

  it('reaches only the caller: PATCH /me changes the token owner, not another user', async () => {
    const { deps } = createTestDeps(db);
    const alice = await signUp(deps, 6);
    const bob = await signUp(deps, 7);
    const patch = (token: string, body: object) => callApi(deps, 'PATCH', '/api/me', body, bearer(token));
    expect((await patch(alice.idToken, { username: 'alice_new' })).body.errors).toEqual([
      { field: 'current_password', message: messages.currentPasswordRequired },
    ]);
    expect(
      (await patch(alice.idToken, { current_password: alice.password, username: bob.username })).body.errors,
    ).toEqual([{ field: 'username', message: messages.usernameTaken }]);
    expect(
      (await patch(alice.idToken, { current_password: alice.password, discord_username: 'bad' })).body.errors,
    ).toEqual([{ field: 'discord_username', message: messages.discordInvalid }]);
    expect(
      (await patch(alice.idToken, { current_password: alice.password, username: 'alice_new', uuid: 'x' }))
        .status,
    ).toBe(200);
    expect((await callApi(deps, 'GET', '/api/me', undefined, bearer(alice.idToken))).body.username).toBe(
      'alice_new',
    );
    expect((await callApi(deps, 'GET', '/api/me', undefined, bearer(bob.idToken))).body.username).toBe(
      bob.username,
    );

    const change = await callApi(
      deps,
      'POST',
      '/api/change-password',
      { old_password: bob.password, password: 'weak' },
      bearer(bob.idToken),
    );
    expect(change.body.errors).toEqual([{ field: 'password', message: messages.passwordRules }]);
    const changed = await callApi(
      deps,
      'POST',
      '/api/change-password',
      { old_password: bob.password, password: 'Newer#456' },
      bearer(bob.idToken),
    );
    expect(changed.body).toEqual({ message: messages.passwordChanged });
  });
});
