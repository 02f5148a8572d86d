import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createDb } from '../functions/data/db';
import { drawPassRaffle } from '../functions/domain/pass/draw-raffle';
import { openPassRaffle } from '../functions/domain/pass/open-raffle';
import { drawWinners, emailHash, seedCommitment } from '../functions/domain/pass/raffle-draw';
import { systemClock } from '../functions/lib/clock';
import { newId } from '../functions/lib/ids';
import { passRaffleSchema } from '../shared/api/schemas/pass';

/**
 * The pass allowlist raffle's ops actions (README 'The pass allowlist raffle'):
 *   open --winners N     makes a secret seed, publishes its sha256 as the commitment; prints the seed to keep safe
 *   draw --seed SEED     reveals the seed, draws the winners and e-mails them (through the outbox)
 *   verify --url URL [--email E]  recomputes a published draw from GET /api/pass/raffle, as anyone can
 * open and draw write to TABLE_NAME (default collectibles) at DYNAMODB_ENDPOINT (else AWS's, by its credentials).
 */
const USAGE = 'usage: pass-draw.ts open --winners N | draw --seed SEED | verify --url URL [--email E]';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    winners: { type: 'string' },
    seed: { type: 'string' },
    url: { type: 'string', default: 'http://localhost:3000' },
    email: { type: 'string' },
  },
});

const tableDeps = () => ({
  db: createDb({
    tableName: process.env.TABLE_NAME ?? 'collectibles',
    endpoint: process.env.DYNAMODB_ENDPOINT,
  }),
  clock: systemClock,
  newId,
});

async function open() {
  const seed = randomBytes(32).toString('hex');
  const commitment = seedCommitment(seed);
  await openPassRaffle(tableDeps(), { commitment, winnersCount: Number(values.winners) });
  console.log(`Opened. Published commitment: ${commitment}\nKeep this seed secret until the draw: ${seed}`);
}

async function draw() {
  if (!values.seed) throw new Error(USAGE);
  const result = await drawPassRaffle(tableDeps(), values.seed);
  console.log(
    `Drawn from ${result.entryCount} entries: ${result.winnerHashes.length} winners, ${result.notified} e-mailed now.`,
  );
}

async function verify() {
  const response = await fetch(new URL('/api/pass/raffle', values.url));
  if (!response.ok) throw new Error(`GET /api/pass/raffle answered ${response.status}`);
  const raffle = passRaffleSchema.parse(await response.json());
  if (raffle.seed === null) {
    console.log(`Not drawn yet: ${raffle.entry_hashes.length} entries, commitment ${raffle.commitment}`);
  } else {
    const committed = seedCommitment(raffle.seed) === raffle.commitment;
    const winners = drawWinners(raffle.seed, raffle.entry_hashes, raffle.winners_count);
    const same = winners.join() === raffle.winner_hashes.join();
    console.log(`Seed matches the commitment: ${committed}. Recomputed winners match: ${same}.`);
    if (!committed || !same) process.exitCode = 1;
  }
  if (values.email) {
    const hash = emailHash(values.email);
    console.log(
      `${values.email}: ${raffle.entry_hashes.includes(hash) ? 'entered' : 'not entered'}` +
        `${raffle.winner_hashes.includes(hash) ? ', won' : ''}`,
    );
  }
}

const actions: Record<string, () => Promise<void>> = { open, draw, verify };
const action = actions[positionals[0] ?? ''];
if (!action) {
  console.error(USAGE);
  process.exit(2);
}
action().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
