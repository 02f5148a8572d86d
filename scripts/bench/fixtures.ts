import { type AuctionRecord, putAuction } from '../../functions/data/auction';
import { type TransactItem, transactWrite } from '../../functions/data/db';
import { putDrop } from '../../functions/data/drop';
import { putFraudCheck } from '../../functions/data/fraud-check';
import { type NftRecord, putNft } from '../../functions/data/nft';
import { type PackRecord, putPack } from '../../functions/data/pack';
import { newUserRecord, putNewUser } from '../../functions/data/user';
import { postMovement } from '../../functions/domain/ledger/post-movement';
import type { Deps } from '../../functions/lib/deps';
import { AuctionType, Availability } from '../../shared/domain/enums';
import { buildDemoCatalog } from '../seed/catalog';
import { runConcurrently } from './stats';

/** How many users the setup writes at once: setup is not measured, only kept short. */
const SETUP_CONCURRENCY = 64;

export interface BenchUser {
  uuid: string;
  token: string;
}

/**
 * `count` verified users, each funded from the clearing account in one transaction with their
 * profile and `alsoWrite(uuid)`, and an id_token to call the API with. `sandboxInput` goes in their e-mail
 * (README, Sandbox test inputs: e.g. '+late').
 */
export async function createFundedUsers(
  deps: Deps,
  count: number,
  funding: { kind: 'credit' | 'usd'; cents: number },
  alsoWrite: (uuid: string) => TransactItem[] = () => [],
  sandboxInput = '',
): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  await runConcurrently(count, SETUP_CONCURRENCY, async () => {
    const uuid = deps.newId();
    const suffix = uuid.toLowerCase();
    const profile = putNewUser(
      deps.db,
      newUserRecord({
        uuid,
        email: `bench_${suffix}${sandboxInput}@example.com`,
        emailVerified: true,
        username: `bench_${suffix.slice(-12)}`,
        phoneNumber: '+12025550123',
        passwordHash: 'not-used-by-the-bench',
        dateJoined: deps.clock.now().toISOString(),
        status: 'active',
      }),
    );
    await postMovement(
      { db: deps.db, now: deps.clock.now(), newId: deps.newId },
      {
        idempotencyKey: `bench-fund-${uuid}`,
        kind: 'bench-fund',
        legs: [
          { account: { kind: 'clearing', currency: 'USD' }, amount: -funding.cents },
          { account: { kind: funding.kind, userUuid: uuid }, amount: funding.cents },
        ],
      },
      [profile, ...alsoWrite(uuid)],
    );
    users.push({ uuid, token: await deps.sessions.issueIdToken({ uuid, emailVerified: true }) });
    return { status: 200, body: null };
  });
  return users;
}

/**
 * The buyer's accepted fraud check of the pack (or, with `auctionId`, of a Buy Now or resale listing at
 * `pack.priceCents`), as the fraud-decision workflow leaves it.
 */
export function acceptedFraudCheck(
  deps: Deps,
  userUuid: string,
  pack: Pick<PackRecord, 'id' | 'priceCents'>,
  kind: 'drop' | 'auction' = 'drop',
): TransactItem {
  const checkId = deps.newId();
  const at = deps.clock.now().toISOString();
  return putFraudCheck(deps.db, {
    userUuid,
    subject: { kind, id: pack.id },
    checkId,
    action: 'buy',
    priceCents: pack.priceCents,
    status: 'decided',
    decision: { category: 'accept', name: 'accept', description: 'accept' },
    reference: null,
    execution: `fraud-decision-${checkId}`,
    requestedAt: at,
    finishedAt: at,
    failure: null,
  });
}

/** A fresh live drop with one pack of `quantity` units drawing from new NFTs (templates from the demo catalog). */
export async function createPackSale(
  deps: Deps,
  options: { quantity: number; nftsPerPack: number; editionsPerNft: number; nftCount: number },
) {
  const catalog = buildDemoCatalog(deps.clock.now());
  const [dropTemplate] = catalog.drops;
  const [packTemplate] = catalog.packs;
  const nftTemplate = catalog.nfts.find((nft) => nft.quantity > 1);
  if (!dropTemplate || !packTemplate || !nftTemplate) throw new Error('The demo catalog has no pack drop');
  const suffix = deps.newId().toLowerCase();
  const drop = {
    ...dropTemplate,
    id: `bench-drop-${suffix}`,
    availability: Availability.available,
    soldOut: false,
  };
  const nfts: NftRecord[] = Array.from({ length: options.nftCount }, (_, index) => ({
    ...nftTemplate,
    id: `bench-nft-${suffix}-${index}`,
    title: `Bench NFT ${index}`,
    quantity: options.editionsPerNft,
  }));
  const pack: PackRecord = {
    ...packTemplate,
    id: `bench-pack-${suffix}`,
    dropId: drop.id,
    priceCents: 1_500,
    quantity: options.quantity,
    nftsPerPack: options.nftsPerPack,
    soldOut: false,
    nftIds: nfts.map((nft) => nft.id),
    purchaseLimit: null,
  };
  await transactWrite(deps.db, [
    ...putDrop(deps.db, drop),
    putPack(deps.db, pack),
    ...nfts.map((nft) => putNft(deps.db, nft)),
  ]);
  return { pack, nfts };
}

/** A fresh live tiered auction (the best `winners` bids win) from $100 in $10 steps, taken from a seeded one. */
export async function createLiveAuction(deps: Deps, winners: number): Promise<AuctionRecord> {
  const [template] = buildDemoCatalog(deps.clock.now()).auctions;
  if (!template) throw new Error('The demo catalog has no auction');
  const now = deps.clock.now().getTime();
  const id = `bench-auction-${deps.newId().toLowerCase()}`;
  const auction: AuctionRecord = {
    ...template,
    id,
    title: 'Bench bid storm',
    auctionType: AuctionType.tiered,
    starts: new Date(now - 60_000).toISOString(),
    ends: new Date(now + 24 * 3_600_000).toISOString(),
    initialQuantity: winners,
    availableQuantity: winners,
    soldOut: false,
    priceCents: 10_000,
    highestBidCents: null,
    bidIncrementCents: 1_000,
    minimumWinningBidCents: 10_000,
    amexOnly: false,
    promotionUuid: null,
    maxPerAccount: null,
    physicalItem: null,
    termsKey: null,
    externalUrl: null,
    buttonTitle: null,
    floorPriceCents: null,
    reductionAmountCents: null,
    interval: null,
    nft: { ...template.nft, id: `bench-nft-${id}` },
  };
  await transactWrite(deps.db, [putAuction(deps.db, auction)]);
  return auction;
}
