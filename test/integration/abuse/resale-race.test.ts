import { describe, expect, it } from 'vitest';
import { transactWrite } from '../../../functions/data/db';
import { finishListingReservation, getListing, reserveListing } from '../../../functions/data/listing';
import { getNftItem } from '../../../functions/data/nft-item';
import { messages } from '../../../shared/domain/messages';
import { transactsOn } from '../../support/commands-sent';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import type { SignedInUser } from '../account/support';
import { bidder } from '../bids/support';
import { lister } from '../cart/support';
import { ledgerViolations } from '../ledger/support';
import { posterNft } from '../offers/support';
import { balanceOf } from '../payment-service/support';
import { acceptFraudCheck, balancePath, callAs, usdBuyBody } from '../purchases/auction-support';
import { listingBody } from '../resale/support';

const db = await createTestDb();
const { deps } = createTestDeps(db);
const nft = await posterNft(deps);
const PRICE = 2_000;
const RICH = 100_000;
const POOR = PRICE / 2;
const usd = (userUuid: string) => balanceOf(deps, { kind: 'usd', userUuid });

let seller: SignedInUser;
const sequences = { next: 1 };
const listed = async () => {
  seller ??= await bidder(deps, 0);
  return lister(deps, nft, seller, sequences)(PRICE);
};

/** A buyer of the listing with `funds` of prepaid USD and an accepted fraud check at its price. */
async function buyerOf(listingId: string, funds: number) {
  const signedIn = await bidder(deps, funds);
  await acceptFraudCheck(deps, signedIn.user.uuid, listingId, PRICE);
  return { user: signedIn.user, listingId, funds };
}

describe('buyers racing for a resale listing', () => {
  it('answers 409 busy when the listing was taken at its reservation and released before its second look', async () => {
    const { listingId, itemId } = await listed();
    const racer = await buyerOf(listingId, RICH);
    // Another checkout holds the listing just as the racer writes its reservation, and lets it go (its payment
    // refused) before the racer reads the listing again: the racer's write fails with the listing on sale.
    const client = deps.db.client as unknown as { send: (command: object) => Promise<unknown> };
    const send = client.send;
    const other = { orderId: 'other-checkout', buyerUuid: 'other-buyer', at: deps.clock.now().toISOString() };
    client.send = async (command) => {
      if (!transactsOn(`LISTING#${listingId}`)(command as { input?: unknown }))
        return send.call(client, command);
      client.send = send;
      await transactWrite(deps.db, [reserveListing(deps.db, listingId, other, PRICE)]);
      try {
        return await send.call(client, command);
      } finally {
        await transactWrite(deps.db, [
          finishListingReservation(deps.db, listingId, other.orderId, 'active', other.at),
        ]);
      }
    };
    try {
      const answer = await callAs(deps, racer.user, balancePath(listingId), usdBuyBody(PRICE));
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ code: 'listing_busy', detail: messages.listingBusy });
    } finally {
      client.send = send;
    }
    expect(await usd(racer.user.uuid)).toBe(RICH);
    expect((await getListing(db, listingId))?.status).toBe('active');
    expect((await getNftItem(db, itemId))?.owner).toBe(seller.user.uuid);
  });

  it('answers 60 racing buyers 2xx or 4xx and sells each item once, while listings are released, removed and relisted', async () => {
    const listings = [await listed(), await listed(), await listed()];
    // Two buyers in three cannot pay: their reservations are released, so listings are on sale again mid-race.
    const buyers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        buyerOf(listings[index % listings.length]?.listingId ?? '', index % 3 === 2 ? RICH : POOR),
      ),
    );
    const [relisted] = listings as [(typeof listings)[number]];
    const relist = async () => {
      const removed = await seller.call('DELETE', `/api/auction/${relisted.listingId}/delete`);
      if (removed.status !== 200) return [removed];
      const body = listingBody(nft.id, relisted.itemId, PRICE / 100);
      return [removed, await seller.call('POST', '/api/auction/create', body)];
    };

    const [answers, sellerAnswers] = await Promise.all([
      Promise.all(
        buyers.map(async ({ user, listingId }, index) => {
          // Staggered, so some read the listing while another's reservation is being released.
          await new Promise((resolve) => setTimeout(resolve, (index % 20) * 15));
          return callAs(deps, user, balancePath(listingId), usdBuyBody(PRICE));
        }),
      ),
      relist(),
    ]);

    const statuses = [...answers, ...sellerAnswers].map((answer) => answer.status);
    expect(statuses.filter((status) => status < 200 || status >= 500)).toEqual([]);
    const charged = [];
    for (const buyer of buyers) if ((await usd(buyer.user.uuid)) !== buyer.funds) charged.push(buyer);
    // No oversell: each 200 charged its buyer once, at most one sale per item, and the buyer owns it.
    expect(charged).toHaveLength(answers.filter((answer) => answer.status === 200).length);
    expect(charged.length).toBeLessThanOrEqual(listings.length);
    for (const buyer of charged) expect(await usd(buyer.user.uuid)).toBe(RICH - PRICE);
    const owners = await Promise.all(
      listings.map(async ({ itemId }) => (await getNftItem(db, itemId))?.owner),
    );
    expect(owners.filter((owner) => owner !== seller.user.uuid).sort()).toEqual(
      charged.map((buyer) => buyer.user.uuid).sort(),
    );
    expect(await ledgerViolations(db)).toEqual([]);
  });
});
