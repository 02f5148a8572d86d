import { listPendingEvents } from '../../../functions/data/outbox-event';
import type { Deps } from '../../../functions/lib/deps';
import { callApi } from '../../support/api';

/** Test helpers: the codes the mailer would send are read from the outbox (the tests run no relay). */
export async function lastEvent(
  deps: Deps,
  type: string,
  match: (detail: Record<string, unknown>) => boolean,
) {
  const events = (await listPendingEvents(deps.db, 1000)).filter((e) => e.type === type && match(e.detail));
  const event = events.at(-1);
  if (!event) throw new Error(`no ${type} event`);
  return event.detail;
}

export const lastCode = async (deps: Deps, to: string) =>
  String((await lastEvent(deps, 'OneTimeCodeIssued', (d) => d.to === to)).code);

export const refreshCookieOf = (cookies: string[] = []) =>
  cookies.find((c) => c.startsWith('refresh_token='))?.split(';')[0] ?? '';

export const bearer = (idToken: string) => ({ headers: { authorization: `Bearer ${idToken}` } });

export const captcha = { 'g-recaptcha-response': 'token' };

/** Signs a user up through the API: phone code, register; answers the session and the sign-up data. */
export async function signUp(deps: Deps, n = 1) {
  const account = {
    email: `user${n}@example.com`,
    phone_number: `+1202555${String(1000 + n).padStart(4, '0')}`,
    username: `collector_${n}`,
    password: 'Secret#123',
  };
  await callApi(deps, 'POST', '/api/check-phone', { ...account, ...captcha });
  await callApi(deps, 'POST', '/api/check-otp', {
    phone_number: account.phone_number,
    otp: await lastCode(deps, account.phone_number),
  });
  const answer = await callApi(deps, 'POST', '/api/register', { ...account, subscribe: true, ...captcha });
  if (answer.status !== 200)
    throw new Error(`register answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return { ...account, idToken: String(answer.body.id_token), cookie: refreshCookieOf(answer.cookies) };
}
