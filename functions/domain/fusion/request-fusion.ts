import { createHash } from 'node:crypto';
import { FUSION_NFT_COUNT } from '../../../shared/domain/constants';
import { US_COUNTRY_CODE } from '../../../shared/domain/geo';
import { tryTransactWrite } from '../../data/db';
import { type FusionRecord, type FusionShipmentRecord, getFusion, putNewFusion } from '../../data/fusion';
import { getNfts } from '../../data/nft';
import { getNftItem, type NftItemRecord } from '../../data/nft-item';
import { listShippingAddresses } from '../../data/shipping-address';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import { transferItemWrites } from '../collection/transfer-item';
import { IdempotencyKeyReusedError } from '../ledger/errors';
import { NotItemOwnerError } from '../listings/listing-errors';
import type { ChargeChallenge } from '../payments/order-record';
import type { PaymentChoice } from '../payments/payment-method';
import { choiceParts } from '../payments/request-fingerprint';
import { chargeFusionFee } from './charge-fee';
import {
  FusionAddressError,
  FusionDisabledError,
  FusionItemCountError,
  FusionItemUnavailableError,
} from './errors';
import { fusionTransferEvent } from './fusion-market';
import { fusionExecution, startFusion } from './start-fusion';

export interface FusionRequest {
  userUuid: string;
  itemIds: string[];
  method: PaymentChoice;
  /** A US shipping address of the user's for the physical item; null: skipped. */
  addressUuid: string | null;
  /** The request's Idempotency-Key: a retry with it fuses and charges once. */
  idempotencyKey?: string;
  /** Where a 3-D Secure challenge returns. */
  siteUrl?: string;
}

export type FusionAnswer = { status: 'success'; fusion: FusionRecord } | ChargeChallenge;

export const fusionOrderId = (fusionId: string) => `fusion:${fusionId}`;

const fusionIdOf = (deps: Deps, userUuid: string, key: string | undefined) =>
  key ? createHash('sha256').update(`fusion\n${userUuid}\n${key}`).digest('hex').slice(0, 40) : deps.newId();

export function assertFusionEnabled(deps: Pick<Deps, 'flags'>) {
  if (!deps.flags.fusionEnabled) throw new FusionDisabledError();
}

/** Exactly 3 distinct ids (part 1 §5). */
export function assertThreeItems(itemIds: string[]) {
  if (itemIds.length !== FUSION_NFT_COUNT || new Set(itemIds).size !== FUSION_NFT_COUNT)
    throw new FusionItemCountError();
}

/** The user's items as they are now: 404 for no item, 403 for another's, 409 for one listed, locked or exporting. */
export async function ownedFusionItems(deps: Pick<Deps, 'db'>, userUuid: string, itemIds: string[]) {
  const items = await Promise.all(itemIds.map((id) => getNftItem(deps.db, id)));
  const found = items.filter((item): item is NftItemRecord => item !== undefined && item.owner !== null);
  if (found.length !== itemIds.length) throw new NotFoundError();
  if (found.some((item) => item.owner !== userUuid)) throw new NotItemOwnerError();
  if (found.some((item) => item.listing || item.lockedForOrder || item.exportStatus !== 'not_initiated'))
    throw new FusionItemUnavailableError();
  return found;
}

/** The NFT of each item, in the items' order (each NFT read once: a batch read refuses repeated keys). */
export async function nftsOf(deps: Pick<Deps, 'db'>, items: Pick<NftItemRecord, 'nftId'>[]) {
  const ids = [...new Set(items.map((item) => item.nftId))];
  const found = new Map(
    (await getNfts(deps.db, ids)).flatMap((nft) => (nft ? [[nft.id, nft] as const] : [])),
  );
  return items.map((item) => found.get(item.nftId));
}

async function shipmentOf(deps: Deps, userUuid: string, addressUuid: string | null) {
  if (addressUuid === null) return null;
  const address = (await listShippingAddresses(deps.db, userUuid)).find(
    (saved) => saved.uuid === addressUuid,
  );
  if (!address || address.country !== US_COUNTRY_CODE) throw new FusionAddressError();
  const { uuid, userUuid: _owner, createdAt: _created, ...fields } = address;
  return { addressUuid: uuid, address: fields, shippedAt: null } satisfies FusionShipmentRecord;
}

/**
 * POST /nft/fusion_request: the three items leave the user's collection (into the fuser, locked for the fee's
 * order) in the transaction that records the fusion, the fusion workflow starts, then the fee (50 USD plus the
 * method's fee) is charged. A refused or declined payment fails the fusion at once and gives the items back
 * ('Payment failed.'); a card that needs 3-D Secure answers the challenge, and the workflow goes on once the
 * order is settled. A retry with the same Idempotency-Key answers the same fusion and charges once.
 */
export async function requestFusion(deps: Deps, request: FusionRequest): Promise<FusionAnswer> {
  assertFusionEnabled(deps);
  assertThreeItems(request.itemIds);
  const fusionId = fusionIdOf(deps, request.userUuid, request.idempotencyKey);
  const record = (await getFusion(deps.db, fusionId)) ?? (await sendToFuser(deps, fusionId, request));
  assertSameRequest(record, request);
  if (record.status === 'paying' || record.status === 'fusing') await startFusion(deps, record);
  const charged = await chargeFusionFee(deps, record, request.siteUrl);
  if (charged.status === 'challenge') return charged;
  return { status: 'success', fusion: (await getFusion(deps.db, fusionId)) ?? record };
}

/** A retry (same Idempotency-Key) must name the same items and method as the request that made the fusion. */
function assertSameRequest(record: FusionRecord, request: FusionRequest) {
  const idsOf = (ids: string[]) => [...ids].sort().join();
  const sameItems = idsOf(request.itemIds) === idsOf(record.items.map((item) => item.id));
  const sameMethod = choiceParts(request.method).join() === choiceParts(record.method).join();
  if (!sameItems || !sameMethod) throw new IdempotencyKeyReusedError(request.idempotencyKey ?? record.id);
}

/** Records the fusion and moves the three items into the fuser, in one transaction. */
async function sendToFuser(deps: Deps, fusionId: string, request: FusionRequest): Promise<FusionRecord> {
  const items = await ownedFusionItems(deps, request.userUuid, request.itemIds);
  const nfts = await nftsOf(deps, items);
  const shipment = await shipmentOf(deps, request.userUuid, request.addressUuid);
  const now = deps.clock.now();
  const orderId = fusionOrderId(fusionId);
  const record: FusionRecord = {
    id: fusionId,
    userUuid: request.userUuid,
    items: items.map((item, i) => ({
      id: item.id,
      nftId: item.nftId,
      sequence: item.sequence,
      title: item.title,
      tier: item.tier,
      artistName: item.artistName,
      imageKey: nfts[i]?.imageKey ?? '',
      thumbnailKey: nfts[i]?.thumbnailKey ?? '',
    })),
    orderId,
    method: request.method,
    shipment,
    status: 'paying',
    requestedAt: now.toISOString(),
    execution: fusionExecution(fusionId),
    resultNftId: null,
    failure: null,
    endedAt: null,
  };
  const moves = items.flatMap((item, i) => {
    const nft = nfts[i];
    if (!nft) throw new NotFoundError();
    return transferItemWrites(deps.db, {
      nft,
      item,
      to: null,
      how: 'fusion',
      orderId,
      lineItem: null,
      listedAs: null,
      lockedFor: orderId,
      transferId: `${fusionId}-${i}`,
      now,
    });
  });
  const market = fusionTransferEvent(deps, record.items, { from: request.userUuid, to: null });
  if (await tryTransactWrite(deps.db, [...putNewFusion(deps.db, record), ...moves, market])) return record;
  // A twin request recorded it first, or an item was listed, sold or locked since it was read.
  const twin = await getFusion(deps.db, fusionId);
  if (twin) return twin;
  throw new FusionItemUnavailableError();
}
