import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getOrder } from '../../../functions/data/order';
import { getUser } from '../../../functions/data/user';
import { readUserBalances } from '../../../functions/domain/ledger/balances';
import { InsufficientFundsError } from '../../../functions/domain/ledger/errors';
import { applyChargeDispute } from '../../../functions/domain/payments/apply-dispute';
import { chargeOrder } from '../../../functions/domain/payments/charge-order';
import {
  AmountAboveAvailableError,
  WithdrawalNotAllowedError,
} from '../../../functions/domain/withdrawals/errors';
import { requestWithdrawal } from '../../../functions/domain/withdrawals/request-withdrawal';
import { CARD_FUNDS_HOLD_MS, TIME_MS } from '../../../shared/domain/constants';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { signedInUser } from '../account/support';
import { ledgerViolations } from '../ledger/support';
import { balanceOf, fund, revenue, saveCard } from '../payment-service/support';

const db = await createTestDb();
const { deps, clock } = createTestDeps(db);

type Operation =
  | { type: 'cardSale'; priceCents: number }
  | { type: 'spend'; cents: number }
  | { type: 'withdraw'; cents: number }
  | { type: 'dispute'; sale: number }
  | { type: 'wait'; days: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    arbitrary: fc.record({
      type: fc.constant('cardSale' as const),
      priceCents: fc.integer({ min: 100, max: 20_000 }),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ type: fc.constant('spend' as const), cents: fc.integer({ min: 1, max: 15_000 }) }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('withdraw' as const),
      cents: fc.integer({ min: 1_000, max: 30_000 }),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ type: fc.constant('dispute' as const), sale: fc.nat(2) }), weight: 3 },
  {
    arbitrary: fc.record({ type: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 40 }) }),
    weight: 1,
  },
);

const SELLER_SHARE_BPS = 8_500;

/**
 * Random sequences of card sales to one aged seller, their spending of the credit, withdrawals, chargebacks
 * within the dispute window and the passing of days. After each: the ledger balances; every chargeback's
 * shortfall (what the seller's recovery account owes) is at most what the seller spent on the platform, so no
 * withdrawal ever left with money a chargeback then took back; and revenue is exactly the platform's shares of
 * the sales not charged back plus what the seller spent.
 */
describe('card holds and chargebacks, as a property', () => {
  it('never pays a withdrawal out of held money, and loses no platform revenue', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 3, maxLength: 10 }), async (operations) => {
        const seller = await signedInUser(deps, { verificationStatus: 'completed' });
        const buyer = await signedInUser(deps);
        const card = await saveCard(deps, buyer.user.uuid);
        await fund(deps, { kind: 'credit', userUuid: seller.user.uuid }, 10_000);
        clock.advance(15 * TIME_MS.day);
        const revenueBefore = await revenue(deps);
        const sales: { orderId: string; at: number; platformCents: number; disputed: boolean }[] = [];
        let spentCents = 0;

        for (const op of operations) {
          if (op.type === 'cardSale') {
            const sellerCents = Math.floor((op.priceCents * SELLER_SHARE_BPS) / 10_000);
            const orderId = deps.newId();
            const paid = await chargeOrder(deps, {
              orderId,
              userUuid: buyer.user.uuid,
              method: { type: 'card', cardId: card.cardId },
              priceCents: op.priceCents,
              payees: [
                { to: 'seller', userUuid: seller.user.uuid, amountCents: sellerCents },
                { to: 'revenue', amountCents: op.priceCents - sellerCents },
              ],
              kind: 'buy',
              title: 'Property sale',
            });
            expect(paid.status).toBe('paid');
            const order = await getOrder(db, orderId);
            const fees = (order?.totalCents ?? 0) - op.priceCents;
            sales.push({
              orderId,
              at: clock.now().getTime(),
              platformCents: op.priceCents - sellerCents + fees,
              disputed: false,
            });
          } else if (op.type === 'spend') {
            const orderId = deps.newId();
            try {
              await chargeOrder(deps, {
                orderId,
                userUuid: seller.user.uuid,
                method: { type: 'credit' },
                priceCents: op.cents,
                kind: 'buy',
                title: 'Spent on the platform',
              });
              spentCents += (await getOrder(db, orderId))?.totalCents ?? 0;
            } catch (error) {
              if (!(error instanceof InsufficientFundsError)) throw error;
            }
          } else if (op.type === 'withdraw') {
            const user = await getUser(db, seller.user.uuid);
            const before = user && (await readUserBalances(db, user, clock.now()));
            try {
              await requestWithdrawal(deps, {
                userUuid: seller.user.uuid,
                source: 'credit',
                transferType: 'fiat',
                amountCents: op.cents,
                destination: { provider: 'dwolla', fundingSourceId: 'funding-source-1' },
                amountField: 'amount',
              });
              expect(op.cents).toBeLessThanOrEqual(before?.withdrawableCents ?? 0);
            } catch (error) {
              const refused =
                error instanceof AmountAboveAvailableError || error instanceof WithdrawalNotAllowedError;
              if (!refused) throw error;
            }
          } else if (op.type === 'dispute') {
            const sale = sales[op.sale % Math.max(1, sales.length)];
            // Chargebacks arrive within the window the hold covers.
            if (!sale || clock.now().getTime() - sale.at >= CARD_FUNDS_HOLD_MS) continue;
            const order = await getOrder(db, sale.orderId);
            const outcome = await applyChargeDispute(deps, {
              kind: 'dispute',
              eventId: `evt-${sale.orderId}`,
              disputeId: `dsp-${sale.orderId}`,
              paymentId: String(order?.paymentId),
              reference: sale.orderId,
              amountCents: order?.totalCents ?? 0,
            });
            expect(outcome).toBe(sale.disputed ? 'duplicate' : 'applied');
            sale.disputed = true;
          } else {
            clock.advance(op.days * TIME_MS.day);
          }
        }

        const owed = -(await balanceOf(deps, { kind: 'recovery', userUuid: seller.user.uuid }));
        expect(owed).toBeGreaterThanOrEqual(0);
        expect(owed).toBeLessThanOrEqual(spentCents);
        const kept = sales
          .filter((sale) => !sale.disputed)
          .reduce((sum, sale) => sum + sale.platformCents, 0);
        expect((await revenue(deps)) - revenueBefore).toBe(kept + spentCents);
        expect(await ledgerViolations(db)).toEqual([]);
      }),
      // A fixed seed: the same 25 sequences every run, among them ones that withdraw a sale and then dispute it (with
      // the hold switched off they fail here at once; endOnFailure skips the slow shrinking of such a failure).
      { numRuns: 25, seed: 37, endOnFailure: true },
    );
  });
});
