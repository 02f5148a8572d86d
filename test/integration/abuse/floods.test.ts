import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import { listPendingEvents } from '../../../functions/data/outbox-event';
import { listPassRaffleEntries } from '../../../functions/data/pass-raffle-entry';
import { rateLimits } from '../../../functions/lib/auth/guards';
import type { ManualClock } from '../../../functions/lib/clock';
import type { Deps } from '../../../functions/lib/deps';
import { PASS_RAFFLE_TAG } from '../../../shared/api/schemas/pass';
import { AuctionType } from '../../../shared/domain/enums';
import { messages } from '../../../shared/domain/messages';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { signedInUser } from '../account/support';
import { captcha } from '../auth/flow';
import { OFFERS, usdOffer } from '../offers/support';
import { callAs, putAuctionSale } from '../purchases/auction-support';

let db: Db;
let deps: Deps;
let clock: ManualClock;

beforeAll(async () => {
  db = await createTestDb();
  ({ deps, clock } = createTestDeps(db));
});

const FLOOD = 40;
const statusesOf = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((count, { status }) => {
    count[status] = (count[status] ?? 0) + 1;
    return count;
  }, {});

const subscribe = (email: string, tags: string[], sourceIp: string, body: object = captcha) =>
  callApi(deps, 'POST', '/api/email-subscribe', { email, tags, ...body }, { sourceIp });

describe('one client’s floods are bounded', () => {
  it('newsletter: 40 sign-ups in seconds, a few accepted (and e-mailed), then 429; another client goes on', async () => {
    const answers = [];
    for (let i = 0; i < FLOOD; i++)
      answers.push(await subscribe(`news${i}@example.com`, ['newsletter'], '203.0.113.1'));
    const { limit } = rateLimits.subscribe;
    expect(statusesOf(answers)).toEqual({ 200: limit, 429: FLOOD - limit });
    expect(answers.at(-1)?.body).toEqual({ detail: messages.tooManyAttempts, code: 'too_many_requests' });
    const mails = (await listPendingEvents(db, 1000)).filter(
      (e) => e.type === 'EmailSubscribed' && String(e.detail.email).startsWith('news'),
    );
    expect(mails).toHaveLength(limit);
    expect((await subscribe('other@example.com', ['newsletter'], '203.0.113.2')).status).toBe(200);
  });

  it('pass raffle: 40 entries from one client in seconds, bounded the same way', async () => {
    const answers = await Promise.all(
      Array.from({ length: FLOOD }, (_, i) =>
        subscribe(`fan${i}@example.com`, [PASS_RAFFLE_TAG], '203.0.113.3'),
      ),
    );
    const { limit } = rateLimits.subscribe;
    expect(statusesOf(answers)).toEqual({ 200: limit, 429: FLOOD - limit });
    expect(await listPassRaffleEntries(db)).toHaveLength(limit);
    expect((await subscribe('fan-elsewhere@example.com', [PASS_RAFFLE_TAG], '203.0.113.4')).status).toBe(200);
  });

  it('e-mail subscribe needs the captcha, as the other public forms', async () => {
    const answer = await subscribe('nocaptcha@example.com', ['newsletter'], '203.0.113.5', {});
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: 'g-recaptcha-response', message: messages.captchaRequired },
    ]);
    const failing = { ...deps, captcha: { verify: async () => false } };
    const refused = await callApi(
      failing,
      'POST',
      '/api/email-subscribe',
      { email: 'badcaptcha@example.com', ...captcha },
      { sourceIp: '203.0.113.5' },
    );
    expect(refused.body.errors).toEqual([
      { field: 'g-recaptcha-response', message: messages.captchaRequired },
    ]);
  });

  it('offers: a few a minute per account, whatever the item; the next minute, and another account, go on', async () => {
    const maker = await signedInUser(deps);
    const offer = () => maker.call('POST', OFFERS, usdOffer('no-such-item-1', 5));
    const { limit } = rateLimits.offer;
    const answers = [];
    for (let i = 0; i <= limit; i++) answers.push(await offer());
    expect(answers.slice(0, limit).every((answer) => answer.status !== 429)).toBe(true);
    expect(answers.at(-1)?.status).toBe(429);
    const other = await signedInUser(deps);
    expect((await other.call('POST', OFFERS, usdOffer('no-such-item-1', 5))).status).not.toBe(429);
    clock.advance(rateLimits.offer.windowSeconds * 1000);
    expect((await offer()).status).not.toBe(429);
  });

  it('free claims: an open giveaway without a limit of its own still gives one per account', async () => {
    const { auction } = await putAuctionSale(deps, AuctionType.openGiveaway, { priceCents: 0 });
    const { user } = await signedInUser(deps);
    const path = `/api/auction/${auction.id}/claim`;
    const first = await callAs(deps, user, path, {}, 'claim-a');
    const second = await callAs(deps, user, path, {}, 'claim-b');
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe(messages.purchaseLimitReached);
    const { user: someoneElse } = await signedInUser(deps);
    expect((await callAs(deps, someoneElse, path, {}, 'claim-c')).status).toBe(200);
  });

  it('sign-up: registrations per client are limited; every other step is limited per client too', async () => {
    const register = (n: number, sourceIp: string) =>
      callApi(
        deps,
        'POST',
        '/api/register',
        {
          email: `flood${n}@example.com`,
          phone_number: `+1202555${String(2000 + n).padStart(4, '0')}`,
          username: `flooder_${n}`,
          password: 'Secret#123',
          ...captcha,
        },
        { sourceIp },
      );
    const { limit } = rateLimits.signUp;
    const answers = [];
    for (let i = 0; i <= limit; i++) answers.push(await register(i, '203.0.113.7'));
    // Unverified phones: refused, but each attempt counts.
    expect(answers.slice(0, limit).every((answer) => answer.status === 400)).toBe(true);
    expect(answers.at(-1)?.status).toBe(429);
    expect((await register(99, '203.0.113.8')).status).toBe(400);

    const steps: [string, (i: number) => object][] = [
      ['/api/check-email', (i) => ({ email: `step${i}@example.com`, ...captcha })],
      [
        '/api/check-phone',
        (i) => ({ phone_number: `+1202555${3000 + i}`, email: `p${i}@example.com`, ...captcha }),
      ],
      ['/api/check-otp', (i) => ({ phone_number: `+1202555${4000 + i}`, otp: '123456', ...captcha })],
      ['/api/resend-otp-register', (i) => ({ phone_number: `+1202555${5000 + i}`, ...captcha })],
    ];
    for (const [path, body] of steps) {
      const sourceIp = `198.51.100.${steps.findIndex(([p]) => p === path)}`;
      let last = 0;
      for (let i = 0; i <= rateLimits.address.limit && last !== 429; i++)
        last = (await callApi(deps, 'POST', path, body(i), { sourceIp })).status;
      expect(last, path).toBe(429);
    }
  });
});
