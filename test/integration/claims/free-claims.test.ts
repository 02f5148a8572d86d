import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import { getNftItem } from '../../../functions/data/nft-item';
import { listPendingEvents } from '../../../functions/data/outbox-event';
import { listHistory } from '../../../functions/data/ownership-history';
import type { Deps } from '../../../functions/lib/deps';
import { AuctionType, NotificationType } from '../../../shared/domain/enums';
import { messages } from '../../../shared/domain/messages';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { signedInUser } from '../account/support';
import { callAs, putAuctionSale } from '../purchases/auction-support';

let db: Db;
let deps: Deps;

beforeAll(async () => {
  db = await createTestDb();
  ({ deps } = createTestDeps(db));
});

const claimPath = (auctionId: string) => `/api/auction/${auctionId}/claim`;

describe('free claims', () => {
  it('gives one free edition, recorded as a $0 order with its notification, and refuses a second claim', async () => {
    const { auction, nft } = await putAuctionSale(deps, AuctionType.giveaway, { priceCents: 0 });
    const { user } = await signedInUser(deps);

    const answer = await callAs(deps, user, claimPath(auction.id), {});
    const again = await callAs(deps, user, claimPath(auction.id), {});

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'claimed', item: { nft_id: nft.id } });
    expect((await getNftItem(db, answer.body.item.id))?.owner).toBe(user.uuid);
    const [entry] = await listHistory(db, user.uuid, false);
    expect(entry?.lineItem?.amountCents).toBe(0);
    const events = await listPendingEvents(db, 1000);
    expect(
      events.some(
        (event) =>
          event.type === 'NotificationRequested' &&
          event.detail.user_uuid === user.uuid &&
          event.detail.notification_type === NotificationType.nftClaimed,
      ),
    ).toBe(true);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(messages.purchaseLimitReached);
  });

  it('answers the same item to a retry with the same Idempotency-Key', async () => {
    const { auction } = await putAuctionSale(deps, AuctionType.openGiveaway, {
      priceCents: 0,
      maxPerAccount: 3,
    });
    const { user } = await signedInUser(deps);

    const [first, twin] = await Promise.all([
      callAs(deps, user, claimPath(auction.id), {}, 'claim-1'),
      callAs(deps, user, claimPath(auction.id), {}, 'claim-1'),
    ]);
    const other = await callAs(deps, user, claimPath(auction.id), {}, 'claim-2');

    expect([first.status, twin.status, other.status]).toEqual([200, 200, 200]);
    expect(twin.body).toEqual(first.body);
    expect(other.body.item.id).not.toBe(first.body.item.id);
  });

  it('needs a verified e-mail except for the open giveaway', async () => {
    const giveaway = await putAuctionSale(deps, AuctionType.singleAuctionGiveaway, { priceCents: 0 });
    const open = await putAuctionSale(deps, AuctionType.openGiveaway, { priceCents: 0 });
    const { user } = await signedInUser(deps, { emailVerified: false });

    const refused = await callAs(deps, user, claimPath(giveaway.auction.id), {});
    const claimed = await callAs(deps, user, claimPath(open.auction.id), {});

    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(messages.verifyEmailFirst);
    expect(claimed.status).toBe(200);
  });

  it('gives 5 items to 20 racing claimers, one each, and none after', async () => {
    const { auction, nft } = await putAuctionSale(deps, AuctionType.giveaway, {
      priceCents: 0,
      initialQuantity: 5,
    });
    const claimers = await Promise.all(Array.from({ length: 20 }, () => signedInUser(deps)));

    const answers = await Promise.all(
      claimers.map(({ user }) => callAs(deps, user, claimPath(auction.id), {})),
    );

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(15);
    const owners = await Promise.all(
      Array.from(
        { length: nft.quantity },
        async (_, i) => (await getNftItem(db, `${nft.id}-${i + 1}`))?.owner,
      ),
    );
    expect(new Set(owners).size).toBe(5);
    expect(owners.every((owner) => owner)).toBe(true);
  }, 90_000);

  it('refuses a claim on a buy auction', async () => {
    const { auction } = await putAuctionSale(deps, AuctionType.fixedPrice);
    const { user } = await signedInUser(deps);

    const answer = await callAs(deps, user, claimPath(auction.id), {});

    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe(messages.auctionNotClaimable);
  });
});
