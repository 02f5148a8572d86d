import { transactWrite } from '../../../functions/data/db';
import { putDrop } from '../../../functions/data/drop';
import { type FraudCheckStatus, putFraudCheck } from '../../../functions/data/fraud-check';
import { type NftRecord, putNft } from '../../../functions/data/nft';
import { getNftItem } from '../../../functions/data/nft-item';
import { type PackRecord, putPack } from '../../../functions/data/pack';
import type { Deps } from '../../../functions/lib/deps';
import { buildDemoCatalog } from '../../../scripts/seed/catalog';
import type { FraudDecision } from '../../../shared/api/schemas/fraud';
import { Availability } from '../../../shared/domain/enums';
import { callApi } from '../../support/api';
import { signedInUser } from '../account/support';
import { fund } from '../payment-service/support';

export interface PackSaleOptions {
  quantity: number;
  nftsPerPack: number;
  /** Editions of each NFT the pack draws from. */
  editions: number[];
  priceCents?: number;
  purchaseLimit?: number | null;
}

/** A live drop with one pack drawing from new NFTs (templates from the demo catalog). */
export async function putPackSale(deps: Deps, options: PackSaleOptions) {
  const catalog = buildDemoCatalog(deps.clock.now());
  const [dropTemplate] = catalog.drops;
  const [packTemplate] = catalog.packs;
  const nftTemplate = catalog.nfts.find((nft) => nft.quantity > 1);
  if (!dropTemplate || !packTemplate || !nftTemplate) throw new Error('The demo catalog has no pack drop');
  const suffix = deps.newId().toLowerCase();
  const drop = {
    ...dropTemplate,
    id: `drop-${suffix}`,
    availability: Availability.available,
    soldOut: false,
  };
  const nfts: NftRecord[] = options.editions.map((quantity, index) => ({
    ...nftTemplate,
    id: `nft-${suffix}-${index}`,
    title: `Test NFT ${index}`,
    quantity,
  }));
  const pack: PackRecord = {
    ...packTemplate,
    id: `pack-${suffix}`,
    dropId: drop.id,
    priceCents: options.priceCents ?? 1500,
    quantity: options.quantity,
    nftsPerPack: options.nftsPerPack,
    soldOut: false,
    nftIds: nfts.map((nft) => nft.id),
    purchaseLimit: options.purchaseLimit ?? null,
  };
  await transactWrite(deps.db, [
    ...putDrop(deps.db, drop, [pack]),
    putPack(deps.db, pack),
    ...nfts.map((nft) => putNft(deps.db, nft)),
  ]);
  return { drop, pack, nfts };
}

/** The buyer's fraud check of the pack, as the fraud-decision workflow leaves it. */
export async function putFraudDecision(
  deps: Deps,
  userUuid: string,
  pack: PackRecord,
  category: FraudDecision['category'] = 'accept',
  status: FraudCheckStatus = 'decided',
) {
  const checkId = deps.newId();
  await transactWrite(deps.db, [
    putFraudCheck(deps.db, {
      userUuid,
      subject: { kind: 'drop', id: pack.id },
      checkId,
      action: 'buy',
      priceCents: pack.priceCents,
      status,
      decision: status === 'decided' ? { category, name: category, description: category } : null,
      reference: null,
      execution: `fraud-decision-${checkId}`,
      requestedAt: deps.clock.now().toISOString(),
      finishedAt: deps.clock.now().toISOString(),
      failure: null,
    }),
  ]);
}

/** A verified buyer with marketplace credit (cents) and an accepted fraud check of the pack. */
export async function creditBuyer(deps: Deps, pack: PackRecord, creditCents: number) {
  const buyer = await signedInUser(deps);
  if (creditCents > 0) await fund(deps, { kind: 'credit', userUuid: buyer.user.uuid }, creditCents);
  await putFraudDecision(deps, buyer.user.uuid, pack);
  return buyer;
}

/** Calls a checkout as the user, with an Idempotency-Key when given. */
export async function checkout(
  deps: Deps,
  userUuid: string,
  path: string,
  body: unknown,
  idempotencyKey?: string,
) {
  const token = await deps.sessions.issueIdToken({ uuid: userUuid, emailVerified: true });
  return callApi(deps, 'POST', path, body, {
    headers: {
      authorization: `Bearer ${token}`,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
  });
}

export const balanceBody = (pack: PackRecord, extra: Record<string, unknown> = {}) => ({
  price: pack.priceCents / 100,
  drop: true,
  ...extra,
});

export const cardBody = (pack: PackRecord, extra: Record<string, unknown> = {}) => ({
  price: pack.priceCents / 100,
  drop: true,
  action: 'buy',
  redirect_uri: '/app/drops',
  ...extra,
});

/** Every edition of the NFTs with its owner (null: the platform). */
export async function editionOwners(deps: Deps, nfts: NftRecord[]) {
  const owners = new Map<string, string | null>();
  for (const nft of nfts)
    for (let sequence = 1; sequence <= nft.quantity; sequence++) {
      const item = await getNftItem(deps.db, `${nft.id}-${sequence}`);
      owners.set(`${nft.id}-${sequence}`, item?.owner ?? null);
    }
  return owners;
}
