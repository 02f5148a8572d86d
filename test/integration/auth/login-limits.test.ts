import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import { rateLimits } from '../../../functions/lib/auth/guards';
import type { Deps } from '../../../functions/lib/deps';
import { messages } from '../../../shared/domain/messages';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { bearer, captcha, lastCode, signUp } from './flow';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});

const { limit } = rateLimits.login;
const tooMany = { status: 429, body: { detail: messages.tooManyAttempts, code: 'too_many_requests' } };

/** Each test calls from its own address, so the per-address limit stays out of the way. */
const caller = (deps: Deps, sourceIp: string) => ({
  startLogin: (login: string, password: string) =>
    callApi(deps, 'POST', '/api/start-login', { login, password }, { sourceIp }),
  login: (body: Record<string, unknown>) =>
    callApi(deps, 'POST', '/api/login', { ...captcha, ...body }, { sourceIp }),
  resendCode: (login: string) =>
    callApi(deps, 'POST', '/api/resend-otp-login', { login, ...captcha }, { sourceIp }),
});

describe('the login limit protects the account, not the string typed', () => {
  it('counts wrong passwords through the e-mail and the username of one account together', async () => {
    const { deps } = createTestDeps(db);
    const user = await signUp(deps, 1);
    const api = caller(deps, '10.0.0.1');
    for (let i = 0; i < limit; i++) {
      const answer = await api.startLogin(i % 2 ? user.email : user.username, 'Wrong#123');
      expect(answer.body.code).toBe('invalid_credentials');
    }
    expect(await api.startLogin(user.username.toUpperCase(), user.password)).toEqual(tooMany);
    expect(await api.startLogin(user.email, user.password)).toEqual(tooMany);
  });

  it('limits an unknown login per string typed, and answers it as a wrong password until then', async () => {
    const { deps } = createTestDeps(db);
    const api = caller(deps, '10.0.0.2');
    for (let i = 0; i < limit; i++)
      expect((await api.startLogin('Nobody_Here', 'Wrong#123')).body.code).toBe('invalid_credentials');
    expect(await api.startLogin('nobody_here', 'Wrong#123')).toEqual(tooMany);
    expect((await api.startLogin('someone_else', 'Wrong#123')).status).toBe(400);
  });

  it('counts only failures: logins that succeed never bring the limit closer', async () => {
    const { deps } = createTestDeps(db);
    const user = await signUp(deps, 2);
    const api = caller(deps, '10.0.0.3');
    for (let i = 0; i < limit + 2; i++)
      expect((await api.startLogin(user.email, user.password)).body).toEqual({ channel_2fa: 'phone' });
    expect((await api.startLogin(user.email, 'Wrong#123')).status).toBe(400);
  });

  it('still opens the session for the right password, a captcha and the code from the phone; nothing else', async () => {
    const { deps } = createTestDeps(db);
    const user = await signUp(deps, 3);
    const attacker = caller(deps, '10.0.0.4');
    for (let i = 0; i < limit; i++) await attacker.startLogin(user.email, `Guess#${i}`);
    expect(await attacker.startLogin(user.email, user.password)).toEqual(tooMany);

    // Past the limit no answer tells a right password from a wrong one without the second factor.
    expect(await attacker.login({ login: user.email, password: 'Guess#99', otp: '123456' })).toEqual(tooMany);
    expect(await attacker.login({ login: user.email, password: user.password, otp: '000000' })).toEqual(
      tooMany,
    );
    expect(await attacker.login({ login: user.email, password: user.password })).toEqual(tooMany);

    const owner = caller(deps, '10.0.0.5');
    expect((await owner.resendCode(user.username)).status).toBe(200);
    const session = await owner.login({
      login: user.username,
      password: user.password,
      otp: await lastCode(deps, user.phone_number),
    });
    expect(session.status).toBe(200);
    expect(session.body.id_token).toEqual(expect.any(String));
  });
});

describe('current-password checks', () => {
  it('limit wrong passwords per account across PATCH /me and /change-password (429)', async () => {
    const { deps } = createTestDeps(db);
    const user = await signUp(deps, 4);
    const other = await signUp(deps, 5);
    const patchMe = (idToken: string, password: string) =>
      callApi(deps, 'PATCH', '/api/me', { current_password: password }, bearer(idToken));
    const changePassword = (idToken: string, password: string) =>
      callApi(
        deps,
        'POST',
        '/api/change-password',
        { old_password: password, password: 'Newer#456' },
        bearer(idToken),
      );

    expect((await patchMe(user.idToken, user.password)).status).toBe(200);
    for (let i = 0; i < rateLimits.password.limit; i++) {
      const answer = await (i % 2 ? patchMe : changePassword)(user.idToken, 'Wrong#123');
      expect(answer.body.errors?.[0]?.message).toBe(messages.currentPasswordWrong);
    }
    expect(await patchMe(user.idToken, user.password)).toEqual(tooMany);
    expect(await changePassword(user.idToken, user.password)).toEqual(tooMany);
    expect((await patchMe(other.idToken, other.password)).status).toBe(200);
  });
});
