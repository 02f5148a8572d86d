import { transactWrite } from '../../functions/data/db';
import { newUserRecord, putNewUser } from '../../functions/data/user';
import { claimUnique } from '../../functions/data/user-uniqueness';
import { postMovement } from '../../functions/domain/ledger/post-movement';
import { watchTarget } from '../../functions/domain/watchlist/watch';
import { hashPassword } from '../../functions/lib/auth/password';
import type { Deps } from '../../functions/lib/deps';
import { TIME_MS } from '../../shared/domain/constants';

/**
 * The demo collector a person logs in as to try withdrawals right away (README): identity verified, with
 * marketplace credit received 15 days before the seed, past the 14-day wait for a first withdrawal. The login
 * code arrives by SMS in /dev/outbox.
 */
export const DEMO_COLLECTOR = {
  uuid: 'demo-collector',
  username: 'demo_collector',
  email: 'demo.collector@example.com',
  phoneNumber: '+12025550101',
  password: 'Demo#Collector2026',
  creditCents: 12_000,
} as const;

const CREDIT_AGE_MS = 15 * TIME_MS.day;

/** Safe to run again: the user and its claims are written once, and the credit's key moves it once. */
/** What the demo collector watches, so the watchlist has something to show (alert prices in cents). */
const DEMO_WATCHES = [
  { kind: 'nft', id: 'nft-signed-tour-poster', alertPriceCents: 3_000 },
  { kind: 'collection', id: 'collection-neon-alley', alertPriceCents: 5_000 },
] as const;

export async function seedDemoCollector(deps: Deps, now: Date): Promise<void> {
  const { password, creditCents, ...identity } = DEMO_COLLECTOR;
  const collector = newUserRecord({
    ...identity,
    emailVerified: true,
    verificationStatus: 'completed',
    passwordHash: await hashPassword(password),
    dateJoined: new Date(now.getTime() - CREDIT_AGE_MS).toISOString(),
    status: 'active',
  });
  await transactWrite(deps.db, [
    putNewUser(deps.db, collector),
    claimUnique(deps.db, 'email', collector.email, collector.uuid),
    claimUnique(deps.db, 'username', collector.username, collector.uuid),
    claimUnique(deps.db, 'phone', collector.phoneNumber, collector.uuid),
  ]).catch(() => undefined);
  await postMovement(
    { db: deps.db, now: new Date(now.getTime() - CREDIT_AGE_MS), newId: deps.newId },
    {
      idempotencyKey: `seed-credit-${collector.uuid}`,
      kind: 'seed-credit',
      legs: [
        { account: { kind: 'clearing', currency: 'USD' }, amount: -creditCents },
        { account: { kind: 'credit', userUuid: collector.uuid }, amount: creditCents },
      ],
    },
  );
  // Watching again only sets the same alert price: safe on every run.
  for (const { kind, id, alertPriceCents } of DEMO_WATCHES)
    await watchTarget(deps, collector.uuid, kind, id, alertPriceCents);
}
