import { beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../../functions/lib/deps';
import { AuctionType, PaymentMethod } from '../../../shared/domain/enums';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { signedInUser } from '../account/support';
import { saveCard, TEST_CARDS } from '../payment-service/support';
import { callAs, putAuctionSale } from '../purchases/auction-support';
import { cardBody, checkout, putFraudDecision, putPackSale } from '../purchases/support';

let deps: Deps;

beforeAll(async () => {
  ({ deps } = createTestDeps(await createTestDb()));
});

describe('order history lines of real purchases (GET /api/nft/mine/history)', () => {
  it('shows a $15.00 pack of 3 NFTs bought by card as one line of $15.74, the card fee included', async () => {
    const { pack } = await putPackSale(deps, { quantity: 2, nftsPerPack: 3, editions: [10, 10] });
    const buyer = await signedInUser(deps);
    await saveCard(deps, buyer.user.uuid, TEST_CARDS.approved);
    await putFraudDecision(deps, buyer.user.uuid, pack);
    const bought = await checkout(
      deps,
      buyer.user.uuid,
      `/api/payments/card_checkout/${pack.id}`,
      cardBody(pack),
    );
    expect(bought.status).toBe(200);

    const { body } = await buyer.call('GET', '/api/nft/mine/history');

    expect(body.count).toBe(1);
    expect(body.results).toHaveLength(1);
    expect(body.results[0]).toMatchObject({
      kind: 'from_pack',
      quantity: 3,
      bundle: { id: pack.id, title: pack.title },
      line_item: {
        amount: '15.74',
        coin: null,
        usd_amount: 15.74,
        method: PaymentMethod.card,
        last4: '4242',
      },
    });
    const received = bought.body.data.items.map((item: { id: string }) => item.id);
    expect(received).toContain(body.results[0].nft_item.id);
  });

  it("labels a free claim 'claim', with nothing charged", async () => {
    const { auction } = await putAuctionSale(deps, AuctionType.giveaway, { priceCents: 0 });
    const claimer = await signedInUser(deps);
    expect((await callAs(deps, claimer.user, `/api/auction/${auction.id}/claim`, {})).status).toBe(200);

    const { body } = await claimer.call('GET', '/api/nft/mine/history');

    expect(body.results).toHaveLength(1);
    expect(body.results[0]).toMatchObject({
      kind: 'claim',
      quantity: 1,
      line_item: { usd_amount: 0, method: null, last4: null },
    });
  });
});
