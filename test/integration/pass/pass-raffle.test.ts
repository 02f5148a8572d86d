import { describe, expect, it } from 'vitest';
import { listPendingEvents } from '../../../functions/data/outbox-event';
import { drawPassRaffle } from '../../../functions/domain/pass/draw-raffle';
import { openPassRaffle } from '../../../functions/domain/pass/open-raffle';
import { drawWinners, emailHash, seedCommitment } from '../../../functions/domain/pass/raffle-draw';
import { renderMessage } from '../../../functions/events/consumers/mailer';
import { ConflictError } from '../../../functions/lib/errors';
import { PASS_RAFFLE_TAG, PASS_WAITLIST_TAG } from '../../../shared/api/schemas/pass';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { captcha } from '../auth/flow';

const db = await createTestDb();
const { deps, clock } = createTestDeps(db);

const SEED = 'allowlist-seed-for-the-test';
const WINNERS = 3;
const ENTRANTS = Array.from({ length: 8 }, (_, i) => `entrant${i}@example.com`);

/** Each entrant from a client of its own: one client's sign-ups are limited (test/integration/abuse/floods). */
const subscribe = (email: string, tags: string[]) =>
  callApi(
    deps,
    'POST',
    '/api/email-subscribe',
    { email, tags, ...captcha },
    { sourceIp: `client-of-${email.toLowerCase()}` },
  );
const readRaffle = () => callApi(deps, 'GET', '/api/pass/raffle');
const winnerEvents = async () => (await listPendingEvents(db)).filter((e) => e.type === 'PassRaffleWon');

// The tests run in order: entries, the draw, then what happens after it.
describe('the pass allowlist raffle', () => {
  it('is not published before it is opened, though entries are already taken', async () => {
    expect((await readRaffle()).status).toBe(404);
    expect((await subscribe(ENTRANTS[0]!, [PASS_RAFFLE_TAG])).status).toBe(200);
  });

  it('enters each raffle subscription once, however often and however spelled, and no waitlist one', async () => {
    await openPassRaffle(deps, { commitment: seedCommitment(SEED), winnersCount: WINNERS });
    await expect(
      openPassRaffle(deps, { commitment: seedCommitment('another seed'), winnersCount: WINNERS }),
    ).rejects.toBeInstanceOf(ConflictError);

    const answers = await Promise.all([
      ...ENTRANTS.map((email) => subscribe(email, [PASS_RAFFLE_TAG])),
      ...ENTRANTS.map((email) => subscribe(email.toUpperCase(), [PASS_RAFFLE_TAG])),
    ]);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // Already a newsletter subscriber: joining the raffle still enters the address.
    expect((await subscribe('reader@example.com', ['newsletter'])).status).toBe(200);
    expect((await subscribe('reader@example.com', [PASS_RAFFLE_TAG])).status).toBe(200);
    expect((await subscribe('waiting@example.com', [PASS_WAITLIST_TAG])).status).toBe(200);

    const { status, body } = await readRaffle();
    expect(status).toBe(200);
    expect(body).toMatchObject({ state: 'open', seed: null, winners_count: WINNERS, winner_hashes: [] });
    expect(body.commitment).toBe(seedCommitment(SEED));
    expect([...body.entry_hashes].sort()).toEqual([...ENTRANTS, 'reader@example.com'].map(emailHash).sort());
    expect(JSON.stringify(body)).not.toContain('@example.com');
  });

  it('refuses a seed that does not match the commitment, and changes nothing', async () => {
    await expect(drawPassRaffle(deps, 'a guessed seed')).rejects.toBeInstanceOf(ConflictError);
    expect((await readRaffle()).body.state).toBe('open');
    expect(await winnerEvents()).toEqual([]);
  });

  it('draws winners that anyone can recompute from the published seed and entries, and e-mails each once', async () => {
    clock.advance(60_000);
    const draw = await drawPassRaffle(deps, SEED);
    expect(draw).toMatchObject({ entryCount: ENTRANTS.length + 1, notified: WINNERS });

    const { body } = await readRaffle();
    expect(body.state).toBe('drawn');
    expect(body.seed).toBe(SEED);
    expect(body.drawn_at).toBe(clock.now().toISOString());
    // The recomputation uses only what GET /api/pass/raffle publishes.
    expect(seedCommitment(body.seed)).toBe(body.commitment);
    expect(drawWinners(body.seed, body.entry_hashes, body.winners_count)).toEqual(body.winner_hashes);
    expect(body.winner_hashes).toEqual(draw.winnerHashes);
    expect(body.winner_hashes).toHaveLength(WINNERS);

    const events = await winnerEvents();
    const winnerEmails = events.map((event) => String(event.detail.email));
    expect(winnerEmails.map(emailHash).sort()).toEqual([...body.winner_hashes].sort());
    const message = await renderMessage(
      {
        id: events[0]!.id,
        'detail-type': 'PassRaffleWon',
        source: 'test',
        time: '',
        detail: events[0]!.detail,
      },
      deps,
    );
    expect(message).toMatchObject({ channel: 'email', to: winnerEmails[0] });
    expect(message?.body).toContain('/app/onepass');
  });

  it('draws the same again without a second e-mail, and takes no entry after the draw', async () => {
    const before = (await readRaffle()).body;
    const again = await drawPassRaffle(deps, SEED);
    expect(again.winnerHashes).toEqual(before.winner_hashes);
    expect(again.notified).toBe(0);
    expect(await winnerEvents()).toHaveLength(WINNERS);

    expect((await subscribe('late@example.com', [PASS_RAFFLE_TAG])).status).toBe(200);
    expect((await readRaffle()).body.entry_hashes).toEqual(before.entry_hashes);
  });
});
