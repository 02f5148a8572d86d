import { beforeAll, describe, expect, it } from 'vitest';
import type { NftRecord } from '../../../functions/data/nft';
import type { LineItemRecord } from '../../../functions/data/nft-item';
import { ORDER_HISTORY_PAGE_SIZE } from '../../../shared/domain/constants';
import { PaymentMethod } from '../../../shared/domain/enums';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { type SignedInUser, signedInUser } from '../account/support';
import { cardLine, giveEdition, putCatalogNfts } from './support';

const db = await createTestDb();
const { deps, clock } = createTestDeps(db);
const catalog = await putCatalogNfts(deps);
const nft = (id: string) => catalog.nfts.find((candidate) => candidate.id === id) as NftRecord;

let collector: SignedInUser;
let friend: SignedInUser;
let stranger: SignedInUser;

const ethLine: LineItemRecord = {
  amountCents: 12_345,
  coin: 'ETH',
  coinMicros: 41_150,
  method: PaymentMethod.prepaidCrypto,
  last4: null,
};

beforeAll(async () => {
  collector = await signedInUser(deps);
  friend = await signedInUser(deps);
  stranger = await signedInUser(deps);
  const step = async (give: () => Promise<unknown>) => {
    clock.advance(60_000);
    await give();
  };
  const me = collector.user.uuid;
  // Oldest first: a card purchase, a pack pull, a crypto purchase, a gift sent, a sale, a gift received.
  await step(() =>
    giveEdition(deps, nft('nft-signed-tour-poster'), 1, me, { lineItem: cardLine(4_000, '1111') }),
  );
  await step(() =>
    giveEdition(deps, nft('nft-midnight-sessions-gold'), 42, me, {
      how: 'pack',
      lineItem: cardLine(2_999),
      bundle: { id: 'pack-midnight-sessions-standard', title: 'Standard Pack' },
    }),
  );
  await step(() => giveEdition(deps, nft('nft-test-pressing'), 3, me, { lineItem: ethLine }));
  await step(() =>
    giveEdition(deps, nft('nft-signed-tour-poster'), 1, friend.user.uuid, { how: 'gift', lineItem: null }),
  );
  await step(() =>
    giveEdition(deps, nft('nft-test-pressing'), 3, stranger.user.uuid, { lineItem: cardLine(30_000) }),
  );
  await step(() => giveEdition(deps, nft('nft-golden-hour-print'), 2, friend.user.uuid));
  await step(() => giveEdition(deps, nft('nft-golden-hour-print'), 2, me, { how: 'gift', lineItem: null }));
});

type Row = { kind: string; nft_item: { nft: { title: string } }; owned_at: string };
const kinds = (body: { results: Row[] }) => body.results.map((row) => row.kind);

describe('GET /api/nft/mine/history', () => {
  it('needs a signed-in caller', async () => {
    expect((await callApi(deps, 'GET', '/api/nft/mine/history')).status).toBe(401);
  });

  it('pages 4 at a time, newest first, each row labelled from the caller side', async () => {
    const first = await collector.call('GET', '/api/nft/mine/history');
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(6);
    expect(first.body.next).toBe(2);
    expect(first.body.results).toHaveLength(ORDER_HISTORY_PAGE_SIZE);
    expect(kinds(first.body)).toEqual(['gift_received', 'payment', 'gift_sent', 'charge']);
    const second = await collector.call('GET', '/api/nft/mine/history?page=2');
    expect(second.body.next).toBeNull();
    expect(kinds(second.body)).toEqual(['from_pack', 'charge']);
  });

  it('orders oldest first on request', async () => {
    const { body } = await collector.call('GET', '/api/nft/mine/history?ordering=date');
    expect(kinds(body)).toEqual(['charge', 'from_pack', 'charge', 'gift_sent']);
    const dates = body.results.map((row: Row) => row.owned_at);
    expect(dates).toEqual([...dates].sort());
    expect((await collector.call('GET', '/api/nft/mine/history?ordering=title')).status).toBe(400);
  });

  it('names the other side by username and shows the payment', async () => {
    const { body } = await collector.call('GET', '/api/nft/mine/history?ordering=date');
    const [bought, pulled, paidInEth, gift] = body.results;
    expect(bought).toMatchObject({
      old_owner: null,
      owner: collector.user.username,
      line_item: { amount: '40.00', coin: null, usd_amount: 40, method: 1, last4: '1111' },
      nft_item: { id: 'nft-signed-tour-poster-1', sequence: 1, nft: { title: 'Signed Tour Poster' } },
    });
    expect(pulled.bundle).toEqual({ id: 'pack-midnight-sessions-standard', title: 'Standard Pack' });
    expect(paidInEth.line_item).toEqual({
      amount: '0.041150',
      coin: 'ETH',
      usd_amount: 123.45,
      method: 7,
      last4: null,
    });
    expect(gift).toMatchObject({
      is_gift: true,
      old_owner: collector.user.username,
      owner: friend.user.username,
      receiver: friend.user.username,
      line_item: null,
    });
    const sale = (await collector.call('GET', '/api/nft/mine/history')).body.results[1];
    expect(sale).toMatchObject({ seller: collector.user.username, owner: stranger.user.username });
  });

  it('searches titles, artists and pack titles', async () => {
    const byTitle = await collector.call('GET', '/api/nft/mine/history?search=test%20PRESSING');
    expect(kinds(byTitle.body)).toEqual(['payment', 'charge']);
    const byPack = await collector.call('GET', '/api/nft/mine/history?search=standard%20pack');
    expect(kinds(byPack.body)).toEqual(['from_pack']);
    const artist = nft('nft-golden-hour-print').artist.name;
    const byArtist = await collector.call(
      'GET',
      `/api/nft/mine/history?search=${encodeURIComponent(artist)}`,
    );
    expect(byArtist.body.count).toBeGreaterThan(0);
    expect(
      byArtist.body.results.every(
        (row: { nft_item: { nft: { artist: { name: string } } } }) => row.nft_item.nft.artist.name === artist,
      ),
    ).toBe(true);
    const none = await collector.call('GET', '/api/nft/mine/history?search=nothing-like-this');
    expect(none.body).toEqual({ count: 0, next: null, results: [] });
  });

  it("shows only the caller's history", async () => {
    const { body } = await stranger.call('GET', '/api/nft/mine/history');
    expect(kinds(body)).toEqual(['charge']);
    expect(body.results[0].old_owner).toBe(collector.user.username);
    const empty = await (await signedInUser(deps)).call('GET', '/api/nft/mine/history');
    expect(empty.body).toEqual({ count: 0, next: null, results: [] });
  });
});
