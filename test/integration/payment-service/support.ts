import type { Db } from '../../../functions/data/db';
import { getLedgerAccount } from '../../../functions/data/ledger-account';
import { getUser } from '../../../functions/data/user';
import { addCard } from '../../../functions/domain/cards/add-card';
import { validateChallenge } from '../../../functions/domain/cards/three-ds';
import { type LedgerAccount, PLATFORM_SHARDS } from '../../../functions/domain/ledger/accounts';
import { readUserBalances } from '../../../functions/domain/ledger/balances';
import { postMovement } from '../../../functions/domain/ledger/post-movement';
import {
  decideSandboxChallenge,
  tokenizeSandboxCard,
} from '../../../functions/lib/adapters/sandbox-card-processor';
import type { Deps } from '../../../functions/lib/deps';
import type { CardProcessorPort } from '../../../functions/lib/ports/card-processor';
import { scanTable } from '../../support/db';
import { signedInUser } from '../account/support';
import { TEST_CARDS } from '../payments/support';

export { TEST_CARDS };

/** A new user of the marketplace; answers their uuid. */
export const newUser = async (deps: Deps) => (await signedInUser(deps)).user.uuid;

/** Adds a card as the add-card call does (hosted-fields token, then the processor's verification). */
async function submitCard(deps: Deps, userUuid: string, number: string) {
  const tokenized = await tokenizeSandboxCard(deps.db, deps.clock, deps.newId, {
    number,
    expiryMonth: 12,
    expiryYear: 2030,
    cvv: number.replace(/\D/g, '').length === 15 ? '1234' : '123',
  });
  if (!tokenized.ok) throw new Error(`${number} did not tokenize`);
  return addCard(deps, userUuid, {
    token: tokenized.token,
    name: 'Ada Lovelace',
    country: 'US',
    zipCode: '10001',
    redirect_uri: '/app/account/payment-methods',
    action: 'card',
  });
}

/** Saves a card that needs no challenge; answers its ids. */
export async function saveCard(deps: Deps, userUuid: string, number: string = TEST_CARDS.approved) {
  const added = await submitCard(deps, userUuid, number);
  if (added.status !== 'added') throw new Error(`${number} was not added`);
  return { cardId: added.card.id, sourceId: added.card.cc_processor_payment_id };
}

/** Saves the 3-D Secure test card as a cardholder completing the add challenge does; answers its ids. */
export async function saveChallengeCard(deps: Deps, userUuid: string) {
  const added = await submitCard(deps, userUuid, TEST_CARDS.challenge);
  if (added.status !== 'challenge') throw new Error('the challenge card was added without a challenge');
  const sessionId = decodeURIComponent(added.redirect_url.split('/').pop() ?? '');
  await decideSandboxChallenge(deps.db, sessionId, 'approved');
  const validated = await validateChallenge(deps, userUuid, {
    sessionId,
    sourceId: added.cc_processor_payment_id,
  });
  if (validated.outcome !== 'success') throw new Error('the challenge card was not activated');
  return { cardId: validated.card.id, sourceId: added.cc_processor_payment_id };
}

/** Money arriving in an account from clearing, as a top-up or deposit brings it. */
export async function fund(deps: Deps, account: LedgerAccount, amount: number) {
  const currency = account.kind === 'coin' ? account.coin : 'USD';
  await postMovement(
    { db: deps.db, now: deps.clock.now(), newId: deps.newId },
    {
      idempotencyKey: deps.newId(),
      kind: 'test-fund',
      legs: [
        { account: { kind: 'clearing', currency }, amount: -amount },
        { account, amount },
      ],
    },
  );
}

export const balanceOf = async (deps: Deps, account: LedgerAccount) =>
  (await getLedgerAccount(deps.db, account))?.balance ?? 0;

/** Revenue over all its shards. */
export async function revenue(deps: Deps): Promise<number> {
  const shards = Array.from({ length: PLATFORM_SHARDS }, (_, shard) => shard);
  const balances = await Promise.all(shards.map((shard) => balanceOf(deps, { kind: 'revenue', shard })));
  return balances.reduce((sum, balance) => sum + balance, 0);
}

export async function balancesOf(deps: Deps, userUuid: string) {
  const user = await getUser(deps.db, userUuid);
  if (!user) throw new Error(`No user ${userUuid}`);
  return readUserBalances(deps.db, user, deps.clock.now());
}

/** Ledger movements under `key` and the keys below it (e.g. 'order:<id>' and 'order:<id>:refund:<key>'). */
export const movementsOf = async (db: Db, key: string) =>
  (await scanTable(db)).filter(
    (item) =>
      item.entity === 'ledger-movement' &&
      (item.idempotencyKey === key || String(item.idempotencyKey).startsWith(`${key}:`)),
  );

/** Every call the card processor got, counted, with charges and authorizations of `declining` sources refused. */
export function recordingCards(cards: CardProcessorPort, declining: Set<string> = new Set()) {
  const calls: { method: string; args: unknown[] }[] = [];
  const record = (method: string, args: unknown[]) => calls.push({ method, args });
  const recorded: CardProcessorPort = {
    ...cards,
    async charge(sourceId, amountCents, reference, urls) {
      record('charge', [sourceId, amountCents, reference]);
      return declining.has(sourceId)
        ? { status: 'declined' }
        : cards.charge(sourceId, amountCents, reference, urls);
    },
    async authorize(sourceId, amountCents, reference) {
      record('authorize', [sourceId, amountCents, reference]);
      return declining.has(sourceId)
        ? { status: 'declined' }
        : cards.authorize(sourceId, amountCents, reference);
    },
    async capture(paymentId, amountCents, reference) {
      record('capture', [paymentId, amountCents, reference]);
      return cards.capture(paymentId, amountCents, reference);
    },
    async voidAuthorization(paymentId, reference) {
      record('voidAuthorization', [paymentId, reference]);
      return cards.voidAuthorization(paymentId, reference);
    },
    async refund(paymentId, amountCents, reference) {
      record('refund', [paymentId, amountCents, reference]);
      return cards.refund(paymentId, amountCents, reference);
    },
  };
  return { cards: recorded, calls, declining };
}

/** The sandbox processor's payments (one per charge or authorization it approved). */
export const sandboxPayments = async (db: Db) =>
  (await scanTable(db)).filter((item) => String(item.pk).startsWith('CARD_SANDBOX_PAYMENT#'));
