import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { putCardToken, type SandboxCardBehaviour, spendCardToken } from '../../data/card-token';
import { type Db, getItem, type Item } from '../../data/db';
import { cardFeeCents } from '../../domain/cards/card-fee';
import { type CardScheme, hasExpired, passesLuhn, schemeOf } from '../../domain/cards/card-number';
import type { Clock } from '../clock';
import type {
  CardChargeResult,
  CardProcessorPort,
  ChallengeOutcome,
  ChallengeReturnUrls,
  ChallengeStatus,
} from '../ports/card-processor';
import { CHECKOUT_SIGNATURE_HEADER, readCheckoutWebhook, signCheckoutWebhook } from './checkout-webhook';

/** The documented test numbers; any other number that passes the checks is approved without a challenge. */
export const SANDBOX_TEST_CARDS = {
  approved: '4242424242424242',
  challenge: '4000000000003220',
  declined: '4000000000000002',
  /** Saved without trouble; every later charge or hold is declined (like Stripe's 4000 0000 0000 0341). */
  chargeDeclined: '4000000000000341',
  tokenizationFails: '4000000000000119',
  amex: '378282246310005',
} as const;

const TOKEN_TTL_MS = 15 * 60_000;

export interface SandboxCardInput {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
}

export type TokenizeResult = { ok: true; token: string; last4: string; scheme: CardScheme } | { ok: false };

const behaviours: Record<string, SandboxCardBehaviour> = {
  [SANDBOX_TEST_CARDS.challenge]: 'challenge',
  [SANDBOX_TEST_CARDS.declined]: 'decline',
  [SANDBOX_TEST_CARDS.chargeDeclined]: 'chargeDecline',
};
const behaviourOf = (digits: string): SandboxCardBehaviour => behaviours[digits] ?? 'approve';

const fullYear = (year: number) => (year < 100 ? 2000 + year : year);

/** The hosted fields' checks: a Luhn-valid number that is not the failing test number, a future expiry, a CVV. */
export function isTokenizable(card: SandboxCardInput, now: Date): boolean {
  const digits = card.number.replace(/[\s-]/g, '');
  return (
    /^\d{12,19}$/.test(digits) &&
    passesLuhn(digits) &&
    digits !== SANDBOX_TEST_CARDS.tokenizationFails &&
    Number.isInteger(card.expiryMonth) &&
    card.expiryMonth >= 1 &&
    card.expiryMonth <= 12 &&
    Number.isInteger(card.expiryYear) &&
    !hasExpired({ month: card.expiryMonth, year: fullYear(card.expiryYear) }, now) &&
    /^\d{3,4}$/.test(card.cvv)
  );
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** What the sandbox's hosted fields do: check the card and keep it behind a single-use token. */
export async function tokenizeSandboxCard(
  db: Db,
  clock: Clock,
  newId: () => string,
  card: SandboxCardInput,
): Promise<TokenizeResult> {
  if (!isTokenizable(card, clock.now())) return { ok: false };
  const digits = card.number.replace(/[\s-]/g, '');
  const token = `tok_${newId().toLowerCase()}`;
  const scheme = schemeOf(digits);
  await putCardToken(db, {
    token,
    last4: digits.slice(-4),
    scheme,
    expiryMonth: card.expiryMonth,
    expiryYear: fullYear(card.expiryYear),
    fingerprint: hash(`sandbox-card:${digits}`),
    behaviour: behaviourOf(digits),
    expiresAt: new Date(clock.now().getTime() + TOKEN_TTL_MS).toISOString(),
  });
  return { ok: true, token, last4: digits.slice(-4), scheme };
}

// Sandbox processor state, local cloud only: sources (saved cards), challenge sessions and payments.
const sourceKey = (id: string) => ({ pk: `CARD_SANDBOX_SOURCE#${id}`, sk: 'SOURCE' });
const sessionKey = (id: string) => ({ pk: `CARD_SANDBOX_SESSION#${id}`, sk: 'SESSION' });
const paymentKey = (id: string) => ({ pk: `CARD_SANDBOX_PAYMENT#${id}`, sk: 'PAYMENT' });

interface SandboxSession extends ChallengeReturnUrls {
  sessionId: string;
  sourceId: string;
  state: ChallengeStatus;
  /** The payment waiting on the challenge (a charge's); none when a card is being added. */
  paymentId?: string;
}

const put = (db: Db, item: Item) => db.client.send(new PutCommand({ TableName: db.tableName, Item: item }));

const getSession = (db: Db, sessionId: string) =>
  getItem(
    db,
    sessionKey(sessionId).pk,
    sessionKey(sessionId).sk,
    (item) => item as unknown as SandboxSession,
  );

const sandboxChallengePath = (sessionId: string) =>
  `/sandbox/cards/challenge/${encodeURIComponent(sessionId)}`;

const ignoreConditionFailed = (error: unknown) => {
  if (!(error instanceof ConditionalCheckFailedException)) throw error;
};

/** The payment behind an ended challenge is captured (approved) or let go; only while it still waits. */
const endChallengedPayment = (db: Db, paymentId: string, approved: boolean) =>
  db.client
    .send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: paymentKey(paymentId),
        UpdateExpression: approved
          ? 'SET capturedCents = authorizedCents, refundableCents = authorizedCents REMOVE awaitingChallenge'
          : 'SET voided = :yes REMOVE awaitingChallenge',
        ConditionExpression: 'attribute_exists(awaitingChallenge)',
        ...(approved ? {} : { ExpressionAttributeValues: { ':yes': true } }),
      }),
    )
    .catch(ignoreConditionFailed);

/**
 * The tester's answer on the challenge page: records it once and answers where the processor sends the
 * cardholder (the success URL when approved, else the failure URL, with ?cko-session-id=...).
 */
export async function decideSandboxChallenge(
  db: Db,
  sessionId: string,
  outcome: ChallengeOutcome,
): Promise<string | undefined> {
  const session = await getSession(db, sessionId);
  if (!session) return undefined;
  if (session.state === 'pending') {
    await db.client
      .send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: sessionKey(sessionId),
          UpdateExpression: 'SET #state = :outcome',
          ConditionExpression: '#state = :pending',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':outcome': outcome, ':pending': 'pending' },
        }),
      )
      .catch(ignoreConditionFailed);
  }
  const decided = (await getSession(db, sessionId))?.state ?? outcome;
  if (session.paymentId) await endChallengedPayment(db, session.paymentId, decided === 'approved');
  const url = new URL(decided === 'approved' ? session.successUrl : session.failureUrl);
  url.searchParams.set('cko-session-id', sessionId);
  return url.href;
}

/** The card processor in test mode: behaviour follows the test number the card was tokenized with. */
export function sandboxCardProcessor(db: Db, clock: Clock, newId: () => string): CardProcessorPort {
  const sourceBehaviour = (sourceId: string) =>
    getItem(
      db,
      sourceKey(sourceId).pk,
      sourceKey(sourceId).sk,
      (item) => item.behaviour as SandboxCardBehaviour,
    );

  /**
   * Authorizes (and captures) a payment. A charge of the challenge card waits, uncaptured, behind a challenge
   * session; a hold is never challenged. The reference names the payment and its session, so a retried call
   * finds the payment (and the challenge) it already made.
   */
  async function pay(
    sourceId: string,
    amountCents: number,
    reference: string,
    capture: { urls: ChallengeReturnUrls } | false,
  ): Promise<CardChargeResult> {
    const behaviour = await sourceBehaviour(sourceId);
    if (behaviour !== 'approve' && behaviour !== 'challenge') return { status: 'declined' };
    const paymentId = `pay_${hash(`sandbox-payment:${reference}`)}`;
    const challenged = capture !== false && behaviour === 'challenge';
    const capturedCents = capture && !challenged ? amountCents : 0;
    await db.client
      .send(
        new PutCommand({
          TableName: db.tableName,
          Item: {
            ...paymentKey(paymentId),
            entity: 'card-sandbox-payment',
            sourceId,
            reference,
            createdAt: clock.now().toISOString(),
            authorizedCents: amountCents,
            capturedCents,
            refundableCents: capturedCents,
            ...(challenged ? { awaitingChallenge: true } : {}),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      )
      .catch(ignoreConditionFailed);
    if (!capture || !challenged) return { status: 'approved', paymentId };
    const sessionId = `sid_${hash(`sandbox-session:${reference}`)}`;
    const session: SandboxSession = { sessionId, sourceId, state: 'pending', paymentId, ...capture.urls };
    await db.client
      .send(
        new PutCommand({
          TableName: db.tableName,
          Item: { ...sessionKey(sessionId), entity: 'card-sandbox-session', ...session },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      )
      .catch(ignoreConditionFailed);
    return { status: 'challenge', paymentId, sessionId, redirectUrl: sandboxChallengePath(sessionId) };
  }

  /**
   * Capture, void and refund fail (ConditionalCheckFailed) beyond what was authorized or captured, and once
   * voided. Like the processor's idempotency keys, a reference already used on the payment answers as the first
   * call did.
   */
  async function updatePayment(
    paymentId: string,
    change: { update: string; condition: string; values: Record<string, unknown>; reference?: string },
  ) {
    const { reference } = change;
    try {
      await db.client.send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: paymentKey(paymentId),
          UpdateExpression: reference ? `${change.update} ADD usedReferences :references` : change.update,
          ConditionExpression: `attribute_exists(pk) AND ${change.condition}${
            reference ? ' AND NOT contains(usedReferences, :reference)' : ''
          }`,
          ExpressionAttributeValues: {
            ...change.values,
            ...(reference ? { ':references': new Set([reference]), ':reference': reference } : {}),
          },
        }),
      );
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException) || !reference) throw error;
      const { pk, sk } = paymentKey(paymentId);
      const used = await getItem(db, pk, sk, (item) => item.usedReferences as Set<string> | undefined);
      if (!used?.has(reference)) throw error;
    }
  }

  return {
    async verifyToken(token) {
      const card = await spendCardToken(db, token);
      if (!card || Date.parse(card.expiresAt) <= clock.now().getTime()) return undefined;
      const sourceId = `src_${newId().toLowerCase()}`;
      await put(db, { ...sourceKey(sourceId), entity: 'card-sandbox-source', behaviour: card.behaviour });
      const { last4, scheme, expiryMonth, expiryYear, fingerprint } = card;
      return { last4, scheme, expiryMonth, expiryYear, fingerprint, sourceId };
    },
    async addCard(sourceId, urls) {
      const behaviour = await sourceBehaviour(sourceId);
      if (behaviour === 'approve' || behaviour === 'chargeDecline') return { status: 'added' };
      if (behaviour !== 'challenge') return { status: 'declined' };
      const sessionId = `sid_${newId().toLowerCase()}`;
      const session: SandboxSession = { sessionId, sourceId, state: 'pending', ...urls };
      await put(db, { ...sessionKey(sessionId), entity: 'card-sandbox-session', ...session });
      return { status: 'challenge', sessionId, redirectUrl: sandboxChallengePath(sessionId) };
    },
    async challengeStatus(sessionId, sourceId) {
      const session = await getSession(db, sessionId);
      if (!session || session.sourceId !== sourceId) return 'declined';
      return session.state;
    },
    charge: (sourceId, amountCents, reference, urls) => pay(sourceId, amountCents, reference, { urls }),
    authorize: async (sourceId, amountCents, reference) => {
      const held = await pay(sourceId, amountCents, reference, false);
      return held.status === 'challenge' ? { status: 'declined' } : held;
    },
    capture: (paymentId, amountCents, reference) =>
      updatePayment(paymentId, {
        update: 'SET capturedCents = :amount, refundableCents = :amount',
        condition: 'capturedCents = :none AND authorizedCents >= :amount AND attribute_not_exists(voided)',
        values: { ':amount': amountCents, ':none': 0 },
        reference,
      }),
    voidAuthorization: (paymentId, reference) =>
      updatePayment(paymentId, {
        update: 'SET voided = :yes',
        condition: 'capturedCents = :none',
        values: { ':yes': true, ':none': 0 },
        reference,
      }),
    refund: (paymentId, amountCents, reference) =>
      updatePayment(paymentId, {
        update: 'SET refundableCents = refundableCents - :amount',
        condition: 'refundableCents >= :amount AND :amount > :none',
        values: { ':amount': amountCents, ':none': 0 },
        reference,
      }),
    cardFee: (amountCents) => cardFeeCents(amountCents),
    readWebhook: async (rawBody, headers) =>
      readCheckoutWebhook(rawBody, headers[CHECKOUT_SIGNATURE_HEADER], SANDBOX_CARD_WEBHOOK_SECRET),
  };
}

/**
 * The sandbox's webhook secret: its webhooks are signed as Checkout.com signs them, with this documented key
 * (a sandbox has nothing to protect; AWS reads the real one from Secrets Manager).
 */
export const SANDBOX_CARD_WEBHOOK_SECRET = 'sandbox-card-webhook-secret';

/** A captured sandbox payment, as the dispute test action lists it. */
export interface SandboxCapturedPayment {
  paymentId: string;
  reference: string;
  capturedCents: number;
  createdAt: string;
  disputeId?: string;
}

/** The captured payments of the sandbox, newest first (a scan: the sandbox's own few items, local only). */
export async function listSandboxCapturedPayments(db: Db, limit = 20): Promise<SandboxCapturedPayment[]> {
  const found: SandboxCapturedPayment[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(
      new ScanCommand({
        TableName: db.tableName,
        FilterExpression: 'entity = :entity AND capturedCents > :none',
        ExpressionAttributeValues: { ':entity': 'card-sandbox-payment', ':none': 0 },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      found.push({
        paymentId: String(item.pk).slice('CARD_SANDBOX_PAYMENT#'.length),
        reference: String(item.reference ?? ''),
        capturedCents: Number(item.capturedCents),
        createdAt: String(item.createdAt ?? ''),
        ...(item.disputeId ? { disputeId: String(item.disputeId) } : {}),
      });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return found.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, limit);
}

/**
 * The test action 'dispute a captured charge': the cardholder's bank charges the payment back, once (its dispute
 * id is the payment's), and the processor's signed `dispute_received` webhook body is answered for the caller to
 * deliver. Undefined when the payment was never captured.
 */
export async function disputeSandboxPayment(
  db: Db,
  clock: Clock,
  paymentId: string,
): Promise<{ rawBody: string; signature: string } | undefined> {
  const { pk, sk } = paymentKey(paymentId);
  const payment = await getItem(db, pk, sk, (item) => item);
  if (!payment || !(Number(payment.capturedCents) > 0)) return undefined;
  const disputeId = `dsp_${hash(`sandbox-dispute:${paymentId}`)}`;
  await db.client
    .send(
      new UpdateCommand({
        TableName: db.tableName,
        Key: { pk, sk },
        UpdateExpression: 'SET disputeId = :dispute',
        ConditionExpression: 'attribute_not_exists(disputeId)',
        ExpressionAttributeValues: { ':dispute': disputeId },
      }),
    )
    .catch(ignoreConditionFailed);
  const rawBody = JSON.stringify({
    id: `evt_${hash(`sandbox-dispute-event:${paymentId}`)}`,
    type: 'dispute_received',
    created_on: clock.now().toISOString(),
    data: {
      id: disputeId,
      payment_id: paymentId,
      payment_reference: String(payment.reference ?? ''),
      amount: Number(payment.capturedCents),
      currency: 'USD',
      reason: 'fraudulent',
    },
  });
  return { rawBody, signature: signCheckoutWebhook(rawBody, SANDBOX_CARD_WEBHOOK_SECRET) };
}
