import { beforeAll, describe, expect, it } from 'vitest';
import { type Db, transactWrite } from '../../../functions/data/db';
import { putNft } from '../../../functions/data/nft';
import type { Deps } from '../../../functions/lib/deps';
import { AuctionType } from '../../../shared/domain/enums';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { closableAuction, placeUsdBid } from '../auction-close/support';
import { bidder, END } from '../bids/support';

let db: Db;
let deps: Deps;

beforeAll(async () => {
  db = await createTestDb();
  ({ deps } = createTestDeps(db));
});

/** An NFT sold by the bid auction `id`, with `editions` winner slots. */
async function nftSoldByBids(id: string, auctionType: AuctionType, editions: number) {
  const { nft } = await closableAuction(deps, id, { auctionType, initialQuantity: editions }, editions);
  await transactWrite(db, [putNft(db, { ...nft, auctionId: id })]);
  return nft;
}

describe('GET /nft/bid_items/{id}', () => {
  it("lists the NFT's editions with the bid winning each, best first; 'won' once the auction ended", async () => {
    const nft = await nftSoldByBids('items-tiered', AuctionType.tiered, 2);
    const [alice, bob, carol] = [await bidder(deps), await bidder(deps), await bidder(deps)];
    await placeUsdBid(alice, 'items-tiered', 150);
    await placeUsdBid(bob, 'items-tiered', 190);
    // Carol's bid pushes Alice's out of the two winner slots.
    await placeUsdBid(carol, 'items-tiered', 160);

    const running = await callApi(deps, 'GET', `/api/nft/bid_items/${nft.id}`);
    expect(running.status).toBe(200);
    expect(running.body).toEqual([
      {
        id: `${nft.id}-1`,
        edition: 1,
        amount: 190,
        created_by: { username: bob.user.username },
        status: 'winning',
      },
      {
        id: `${nft.id}-2`,
        edition: 2,
        amount: 160,
        created_by: { username: carol.user.username },
        status: 'winning',
      },
    ]);

    const later = createTestDeps(db);
    later.clock.set(new Date(new Date(END).getTime() + 1_000));
    const ended = await callApi(later.deps, 'GET', `/api/nft/bid_items/${nft.id}`);
    expect(ended.body.map((item: { status: string }) => item.status)).toEqual(['won', 'won']);
  });

  it('lists nothing while a silent auction hides its bids, and 404s an unknown NFT', async () => {
    const nft = await nftSoldByBids('items-silent', AuctionType.silent, 1);
    await placeUsdBid(await bidder(deps), 'items-silent', 150);
    expect((await callApi(deps, 'GET', `/api/nft/bid_items/${nft.id}`)).body).toEqual([]);
    expect((await callApi(deps, 'GET', '/api/nft/bid_items/nft-missing')).status).toBe(404);
  });
});
