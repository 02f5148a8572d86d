import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import { getListing } from '../../../functions/data/listing';
import type { NftRecord } from '../../../functions/data/nft';
import { getNftItem } from '../../../functions/data/nft-item';
import { listPendingEvents } from '../../../functions/data/outbox-event';
import { notificationKinds } from '../../../functions/domain/notifications/kinds';
import { LISTING_END } from '../../../functions/domain/storefront/listing-end-schedule';
import { PAYOUT_BATCH } from '../../../functions/domain/withdrawals/payout-batch';
import { ManualClock } from '../../../functions/lib/clock';
import type { Deps } from '../../../functions/lib/deps';
import { parseEnv } from '../../../functions/lib/env';
import { fireSchedule } from '../../../functions/schedules/handler';
import { offerExpirySchedule } from '../../../functions/schedules/offer-expiry';
import { workflows } from '../../../functions/workflows/registry';
import type { LocalRuntime } from '../../../scripts/local-cloud/runtime';
import { OFFER_CANCEL_LOCK_MS, OFFER_LIFETIME_MS, TIME_MS } from '../../../shared/domain/constants';
import {
  AuctionType,
  NotificationType,
  notificationTypes,
  PaymentMethod,
} from '../../../shared/domain/enums';
import { defaultFlags } from '../../../shared/domain/flags';
import { createTestDb } from '../../support/db';
import type { SignedInUser } from '../account/support';
import { closableAuction } from '../auction-close/support';
import { bidder, createAuction, usdBid } from '../bids/support';
import { nftOf } from '../collection/support';
import { createAddress, REFUND_ADDRESSES, sendDeposit, verifiedUser } from '../crypto/support';
import { ETHEREUM_WALLET, exportPath, ownedEdition, PAST_EXPORT_DELAY_MS } from '../export/support';
import { FUSE, ownedItems, usdFusion } from '../fusion/support';
import { createTestRuntime } from '../local-cloud/support';
import { decide, editions, offered, posterNft, relayItemActivity } from '../offers/support';
import { addTestCard } from '../payments/support';
import {
  acceptFraudCheck,
  balancePath,
  callAs,
  putAuctionSale,
  usdBuyBody,
} from '../purchases/auction-support';
import { balanceBody, checkout, creditBuyer, putPackSale } from '../purchases/support';
import { listingBody } from '../resale/support';
import { creator, mintedStorefrontNft, paths as storefrontPaths, uploadedKey } from '../storefront/support';
import { activeRecipient, paths, withdrawer } from '../withdrawals/support';

/**
 * Every notification type the spec names (part 1 §3: 1-24) with the action that causes it, each driven for real
 * (API, schedule or workflow) on one table, asserting the outbox holds exactly one request of that type for the
 * user who should hear it, with a subject that reads in the headline. Codes 25 and 26 (welcome, security notice)
 * are tested with sign-up and the account changes.
 */
const clock = new ManualClock('2026-06-01T12:00:00.000Z');
let db: Db;
let runtime: LocalRuntime;
let deps: Deps;
let poster: NftRecord;
let nextPoster: (ownerUuid: string) => Promise<string>;

beforeAll(async () => {
  db = await createTestDb();
  runtime = createTestRuntime(db, {
    clock,
    env: parseEnv({ STAGE: 'test', TABLE_NAME: db.tableName, FUSION_WAIT_SECONDS: '60' }),
    flags: { ...defaultFlags, fusionEnabled: true, storefrontEnabled: true, creatorsEnabled: true },
    workflows,
    workflowWaitMs: 5,
  });
  deps = runtime.deps;
  poster = await posterNft(deps);
  nextPoster = editions(deps, poster);
});
afterAll(() => runtime?.stop());

/** Who should hear of the action, and the subject their notification names. */
interface Heard {
  to: string;
  subject: string;
}

interface Cause {
  type: NotificationType;
  action: string;
  run: () => Promise<Heard>;
}

const requestsOf = async (userUuid: string) =>
  (await listPendingEvents(db, 5_000))
    .filter((event) => event.type === 'NotificationRequested' && event.detail.user_uuid === userUuid)
    .map((event) => event.detail as { notification_type: number; subject: string });

const workflowArn = (workflow: string, name: string) =>
  `arn:aws:states:us-east-1:000000000000:execution:${workflow}:${name}`;

const bidPath = (auctionId: string) => `/api/auction/${auctionId}/bid`;
let auctions = 0;
const liveAuction = (overrides: Parameters<typeof createAuction>[2] = {}) =>
  createAuction(deps, `notify-${++auctions}`, overrides);

async function placed(user: SignedInUser, auctionId: string, body: unknown) {
  const answer = await user.call('POST', bidPath(auctionId), body);
  if (answer.status !== 200) throw new Error(`bid refused: ${JSON.stringify(answer.body)}`);
}

/** Alice bids $150, then Bob $200: answers Alice and the auction. */
async function outbidOn(type: AuctionType) {
  const auction = await liveAuction({ auctionType: type });
  const [alice, bob] = [await bidder(deps), await bidder(deps)];
  await placed(alice, auction.id, usdBid(150));
  await placed(bob, auction.id, usdBid(200));
  return { to: alice.user.uuid, subject: auction.title };
}

/** A bid auction ending in a minute, Alice bidding $150 and Bob $200, closed by its schedule. */
async function closedAuction() {
  const ends = new Date(clock.now().getTime() + 60_000).toISOString();
  const { auction } = await closableAuction(deps, `notify-close-${++auctions}`, { ends }, 1);
  const [alice, bob] = [await bidder(deps), await bidder(deps)];
  await placed(alice, auction.id, usdBid(150));
  await placed(bob, auction.id, usdBid(200));
  clock.advance(120_000);
  await fireSchedule(deps, { kind: 'auction-close', payload: { auctionId: auction.id } });
  return { auction, loser: alice.user.uuid, winner: bob.user.uuid };
}

/** An owner's poster edition with one open offer on it: answers both users, the item and the offer. */
async function offeredItem() {
  const owner = await bidder(deps, 0);
  const maker = await bidder(deps);
  const itemId = await nextPoster(owner.user.uuid);
  const offerId = await offered(deps, maker, itemId, 25);
  return { owner, maker, itemId, offerId };
}

async function listed(owner: SignedInUser, itemId: string, price: number) {
  const answer = await owner.call('POST', '/api/auction/create', listingBody(poster.id, itemId, price));
  if (answer.status !== 200) throw new Error(`listing refused: ${JSON.stringify(answer.body)}`);
  return answer.body.listing.id as string;
}

async function buyNow(auctionId: string, priceCents: number) {
  const buyer = await bidder(deps, 100_000);
  await acceptFraudCheck(deps, buyer.user.uuid, auctionId, priceCents);
  const answer = await callAs(deps, buyer.user, balancePath(auctionId), usdBuyBody(priceCents));
  if (answer.status !== 200) throw new Error(`purchase refused: ${JSON.stringify(answer.body)}`);
  return buyer;
}

/** Runs a workflow execution to its end, which must be a success. */
async function settled(workflow: string, name: string) {
  const run = await runtime.workflows.settled(workflowArn(workflow, name));
  expect(run?.status).toBe('SUCCEEDED');
}

/** A collector fuses 3 of their items (paid from prepaid USD) and the fusion workflow runs to its end. */
async function fused() {
  const owner = await bidder(deps);
  const items = await ownedItems(deps, owner);
  const answer = await owner.call('POST', FUSE, usdFusion(items));
  if (answer.status !== 200) throw new Error(`fusion refused: ${JSON.stringify(answer.body)}`);
  await settled('fusion', `fusion-${answer.body.data.id}`);
  const titles = await Promise.all(
    items.map(async (itemId) => {
      const item = await getNftItem(db, itemId);
      return `${(await nftOf(deps, String(item?.nftId))).title} #${item?.sequence}`;
    }),
  );
  return { owner, subject: `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}` };
}

async function decided(user: SignedInUser, offerId: string, status: 'accept' | 'decline' | 'cancel') {
  const answer = await decide(user, offerId, status);
  if (answer.status !== 200) throw new Error(`${status} refused: ${JSON.stringify(answer.body)}`);
}

/** In table order: the rows that move the clock (offer lock and lifetime, export delay) come last. */
const causes: Cause[] = [
  {
    type: NotificationType.outbid,
    action: 'a higher bid beats the one winning bid of a standard auction (to the outbid bidder)',
    run: () => outbidOn(AuctionType.standard),
  },
  {
    type: NotificationType.outbidSecondKind,
    action: 'a higher bid pushes a bid out of the winner slots of a tiered auction (to its bidder)',
    run: () => outbidOn(AuctionType.tiered),
  },
  {
    type: NotificationType.winningBidHighest,
    action: 'a bid becomes the highest (to its bidder)',
    run: async () => {
      const auction = await liveAuction();
      const alice = await bidder(deps);
      await placed(alice, auction.id, usdBid(150));
      return { to: alice.user.uuid, subject: auction.title };
    },
  },
  {
    type: NotificationType.winningBidIncreased,
    action: 'the highest bidder raises their bid (to them)',
    run: async () => {
      const auction = await liveAuction();
      const alice = await bidder(deps);
      await placed(alice, auction.id, usdBid(150));
      await placed(alice, auction.id, usdBid(200, { updateBid: true }));
      return { to: alice.user.uuid, subject: auction.title };
    },
  },
  {
    type: NotificationType.cardAuthorized,
    action: 'a bid is held on a saved card (to the bidder)',
    run: async () => {
      const auction = await liveAuction();
      const carol = await bidder(deps, 0);
      const card = await addTestCard(deps, carol);
      await placed(carol, auction.id, {
        bidValue: 120,
        payment: PaymentMethod.card,
        paymentId: card.body.card.id,
      });
      return { to: carol.user.uuid, subject: auction.title };
    },
  },
  {
    type: NotificationType.bidUnsuccessful,
    action: 'the auction-close schedule ranks a bid out of the winners (to its bidder)',
    run: async () => {
      const { auction, loser } = await closedAuction();
      return { to: loser, subject: auction.title };
    },
  },
  {
    type: NotificationType.winner,
    action: 'the auction-close schedule gives a winner their edition (to the winner)',
    run: async () => {
      const { auction, winner } = await closedAuction();
      return { to: winner, subject: auction.title };
    },
  },
  {
    type: NotificationType.auctionEnded,
    action: "a creator's storefront listing reaches its end, by the schedule at its end (to the creator)",
    run: async () => {
      const maker = await creator(deps, 'Ada Ending');
      await deps.media.put(uploadedKey(maker.creatorId), new Uint8Array([1, 2, 3]), 'image/png');
      const uuid = await mintedStorefrontNft(deps, maker, { title: 'Harbour at dusk' });
      const ends = new Date(clock.now().getTime() + 60_000).toISOString();
      const starts = clock.now().toISOString();
      const body = { price: 20, quantity: 1, starts, ends };
      const answer = await maker.call('POST', storefrontPaths.list(uuid), body);
      if (answer.status !== 200) throw new Error(`listing refused: ${JSON.stringify(answer.body)}`);
      clock.advance(120_000);
      const payload = { nftUuid: uuid, auctionId: answer.body.listing.auction_id };
      await fireSchedule(deps, { kind: LISTING_END, payload });
      return { to: maker.user.uuid, subject: 'Harbour at dusk' };
    },
  },
  {
    type: NotificationType.bundleBought,
    action: 'a pack checkout delivers the pack (to the buyer)',
    run: async () => {
      const { pack } = await putPackSale(deps, { quantity: 5, nftsPerPack: 1, editions: [10] });
      const buyer = await creditBuyer(deps, pack, 10_000);
      const answer = await checkout(
        deps,
        buyer.user.uuid,
        `/api/payments/balance_checkout/${pack.id}`,
        balanceBody(pack),
      );
      if (answer.status !== 200) throw new Error(`pack refused: ${JSON.stringify(answer.body)}`);
      return { to: buyer.user.uuid, subject: pack.title };
    },
  },
  {
    type: NotificationType.nftClaimed,
    action: 'a free claim of a giveaway (to the claimer)',
    run: async () => {
      const { auction } = await putAuctionSale(deps, AuctionType.giveaway, { priceCents: 0 });
      const claimer = await bidder(deps, 0);
      const answer = await claimer.call('POST', `/api/auction/${auction.id}/claim`, {});
      if (answer.status !== 200) throw new Error(`claim refused: ${JSON.stringify(answer.body)}`);
      return { to: claimer.user.uuid, subject: auction.title };
    },
  },
  {
    type: NotificationType.nftBought,
    action: 'a Buy Now of a fixed-price auction (to the buyer)',
    run: async () => {
      const { auction } = await putAuctionSale(deps, AuctionType.fixedPrice);
      const buyer = await buyNow(auction.id, auction.priceCents);
      return { to: buyer.user.uuid, subject: auction.title };
    },
  },
  {
    type: NotificationType.nftSold,
    action: 'a collector buys a resale listing (to the seller)',
    run: async () => {
      const seller = await bidder(deps, 0);
      const listingId = await listed(seller, await nextPoster(seller.user.uuid), 30);
      await buyNow(listingId, 3_000);
      return { to: seller.user.uuid, subject: String((await getListing(db, listingId))?.title) };
    },
  },
  {
    type: NotificationType.cryptoReceived,
    action: 'a deposit reaches the user’s deposit address (to its owner)',
    run: async () => {
      const user = await verifiedUser(deps);
      const created = await createAddress(user, 'ETH', REFUND_ADDRESSES.ETH);
      const address = created.body.collectibles_deposit_address as string;
      const sent = await sendDeposit(deps, { address, coin: 'ETH', amount: '0.25' });
      if (sent.outcome !== 'credited') throw new Error(`deposit not credited: ${sent.html}`);
      return { to: user.user.uuid, subject: '0.250000 ETH' };
    },
  },
  {
    type: NotificationType.offerReceived,
    action: 'a collector makes an offer on an item (to its owner)',
    run: async () => {
      const { owner } = await offeredItem();
      return { to: owner.user.uuid, subject: poster.title };
    },
  },
  {
    type: NotificationType.offerAccepted,
    action: 'the owner accepts an offer (to its maker)',
    run: async () => {
      const { owner, maker, offerId } = await offeredItem();
      await decided(owner, offerId, 'accept');
      return { to: maker.user.uuid, subject: poster.title };
    },
  },
  {
    type: NotificationType.offerDeclined,
    action: 'the owner declines an offer (to its maker)',
    run: async () => {
      const { owner, maker, offerId } = await offeredItem();
      await decided(owner, offerId, 'decline');
      return { to: maker.user.uuid, subject: poster.title };
    },
  },
  {
    type: NotificationType.nftPosted,
    action: 'an item with an open offer is listed for sale (to the offer’s maker)',
    run: async () => {
      const { owner, maker, itemId } = await offeredItem();
      await listed(owner, itemId, 50);
      await relayItemActivity(deps, itemId);
      return { to: maker.user.uuid, subject: poster.title };
    },
  },
  {
    type: NotificationType.priceChanged,
    action: 'the price of a listed item with an open offer changes (to the offer’s maker)',
    run: async () => {
      const { owner, maker, itemId } = await offeredItem();
      const listingId = await listed(owner, itemId, 50);
      await relayItemActivity(deps, itemId);
      const edited = await owner.call('POST', `/api/auction/${listingId}/edit`, { price: 45 });
      if (edited.status !== 200) throw new Error(`edit refused: ${JSON.stringify(edited.body)}`);
      await relayItemActivity(deps, itemId);
      return { to: maker.user.uuid, subject: poster.title };
    },
  },
  {
    type: NotificationType.offerCancelled,
    action: 'the maker cancels an offer after the 6-hour lock (to the owner)',
    run: async () => {
      const { owner, maker, offerId } = await offeredItem();
      clock.advance(OFFER_CANCEL_LOCK_MS);
      await decided(maker, offerId, 'cancel');
      return { to: owner.user.uuid, subject: poster.title };
    },
  },
  {
    type: NotificationType.offerExpired,
    action: 'the offer-expiry schedule ends an offer at its expiry (to its maker)',
    run: async () => {
      const { maker } = await offeredItem();
      clock.advance(OFFER_LIFETIME_MS);
      await fireSchedule(deps, offerExpirySchedule.target);
      return { to: maker.user.uuid, subject: poster.title };
    },
  },
  {
    type: NotificationType.exportSuccessful,
    action: 'the export workflow transfers an item to the owner’s wallet (to the owner)',
    run: async () => {
      const owner = await bidder(deps, 0);
      const { nftId, itemId } = await ownedEdition(deps, owner, 'ethereum');
      clock.advance(PAST_EXPORT_DELAY_MS);
      const started = await owner.call('POST', exportPath(itemId), { wallet_address: ETHEREUM_WALLET });
      if (started.status !== 200) throw new Error(`export refused: ${JSON.stringify(started.body)}`);
      await settled('export', `export-${(await getNftItem(db, itemId))?.exportId}`);
      return { to: owner.user.uuid, subject: (await nftOf(deps, nftId)).title };
    },
  },
  {
    type: NotificationType.fusionInitiated,
    action: 'the fusion workflow takes the fee and starts fusing (to the owner)',
    run: async () => {
      const { owner, subject } = await fused();
      return { to: owner.user.uuid, subject };
    },
  },
  {
    type: NotificationType.fusionCompleted,
    action: 'the fusion workflow delivers the fused item (to the owner)',
    run: async () => {
      const { owner, subject } = await fused();
      return { to: owner.user.uuid, subject };
    },
  },
  {
    type: NotificationType.withdrawalCompleted,
    action: 'the payout batch starts a crypto withdrawal and the withdrawal workflow pays it (to the user)',
    run: async () => {
      const seller = await withdrawer(deps, clock, 5_000);
      await activeRecipient(deps, seller);
      const answer = await seller.call('POST', paths.cryptoPayout, { amount: '30', provider: 'bitpay' });
      if (answer.status !== 200) throw new Error(`withdrawal refused: ${JSON.stringify(answer.body)}`);
      clock.advance(TIME_MS.day);
      await fireSchedule(deps, { kind: PAYOUT_BATCH, payload: { batchAt: clock.now().toISOString() } });
      await settled('withdrawal', `withdrawal-${answer.body.id}`);
      // $30 less the crypto payout's 1% fee.
      return { to: seller.user.uuid, subject: '$29.70' };
    },
  },
];

describe('every named notification type is emitted by the action that causes it', () => {
  it('the table names each of the 24 named types once', () => {
    // 25-26 are the account notices; later features' types (27 on) are driven by their own tests.
    const named = notificationTypes.filter((type) => type <= NotificationType.fusionCompleted);
    const listed = causes.map((row) => row.type);
    expect(listed.toSorted((a, b) => a - b)).toEqual(named.toSorted((a, b) => a - b));
  });

  it.each(causes.map((cause) => [cause.type, cause.action, cause] as const))(
    'type %i: %s',
    async (type, _action, cause) => {
      const { to, subject } = await cause.run();
      const requests = (await requestsOf(to)).filter((request) => request.notification_type === type);
      expect(requests).toHaveLength(1);
      expect(requests[0]?.subject).toBe(subject);
      expect(notificationKinds[type].headline(subject)).toContain(subject);
    },
  );
});
