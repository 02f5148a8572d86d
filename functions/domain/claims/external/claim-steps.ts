import { NotificationType } from '../../../../shared/domain/enums';
import { transactWrite, tryTransactWrite } from '../../../data/db';
import {
  type ClaimEditionRecord,
  claimOrderId,
  type ExternalClaimRecord,
  finishClaim,
  getClaim,
  recordClaimEditions,
  releaseEditionOfOrder,
  reserveEditionForOrder,
  startClaiming,
} from '../../../data/external-claim';
import { getNft, type NftRecord } from '../../../data/nft';
import { getNftItem, type LineItemRecord } from '../../../data/nft-item';
import { recordEvent } from '../../../data/outbox-event';
import { getUser } from '../../../data/user';
import { newEvent } from '../../../events/catalog';
import type { Deps } from '../../../lib/deps';
import { drawEditions } from '../../collection/draw-editions';
import { transferItem } from '../../collection/transfer-item';
import { primaryDeliveryEvent } from '../../market/market-event';
import { isBuyer } from './buyer-claims';
import type { ClaimWorkflowInput } from './claim-workflow';

/** The platform holds fewer editions of an NFT than the order sold: retrying does not help, support must. */
export class ClaimEditionsUnavailableError extends Error {
  constructor(nftId: string) {
    super(`Not enough editions of ${nftId} are left for the claim`);
    this.name = 'ClaimEditionsUnavailable';
  }
}

/** A claim is free here: the order was paid on the external site. */
const FREE: LineItemRecord = { amountCents: 0, coin: null, coinMicros: null, method: null, last4: null };

/** Reservations that lost an edition to a concurrent sale draw again, up to this many times. */
const RESERVE_TRIES = 5;

const isClaimingBy = (claim: ExternalClaimRecord | undefined, userUuid: string) =>
  claim?.state === 'claiming' && claim.claimedBy === userUuid;

/** The claim, while this run's user is claiming it. */
async function claimingClaim(deps: Deps, input: ClaimWorkflowInput): Promise<ExternalClaimRecord> {
  const claim = await getClaim(deps.db, input.token);
  if (!claim || !isClaimingBy(claim, input.userUuid))
    throw new Error(`Claim ${input.token} is not being claimed by ${input.userUuid}`);
  return claim;
}

async function mustGetNft(deps: Deps, nftId: string): Promise<NftRecord> {
  const nft = await getNft(deps.db, nftId);
  if (!nft) throw new Error(`NFT ${nftId} of a claim is not in the catalogue`);
  return nft;
}

export type ClaimCheck = { verdict: 'claimable' | 'refused' };

/**
 * The token is unclaimed and the user's verified e-mail is the buyer's (case-insensitive): the claim turns
 * 'claiming' for them. Anything else is refused and changes nothing. A retry finds it claiming by them: claimable.
 */
export async function checkClaim(deps: Deps, input: ClaimWorkflowInput): Promise<ClaimCheck> {
  const [claim, user] = await Promise.all([getClaim(deps.db, input.token), getUser(deps.db, input.userUuid)]);
  if (isClaimingBy(claim, input.userUuid)) return { verdict: 'claimable' };
  if (claim?.state !== 'pending' || !user?.emailVerified || !isBuyer(user, claim))
    return { verdict: 'refused' };
  const started = await tryTransactWrite(deps.db, [
    startClaiming(deps.db, claim.token, user.uuid, deps.clock.now().toISOString()),
  ]);
  if (started) return { verdict: 'claimable' };
  return {
    verdict: isClaimingBy(await getClaim(deps.db, input.token), input.userUuid) ? 'claimable' : 'refused',
  };
}

/** Draws the editions of every line the platform still holds. */
async function drawClaimEditions(deps: Deps, claim: ExternalClaimRecord) {
  const wanted = await Promise.all(
    claim.lines.map(async (line) => ({ nft: await mustGetNft(deps, line.nftId), count: line.quantity })),
  );
  const drawn = await drawEditions(deps.db, wanted);
  wanted.forEach(({ nft, count }, i) => {
    if ((drawn[i]?.length ?? 0) < count) throw new ClaimEditionsUnavailableError(nft.id);
  });
  return drawn.flat();
}

/**
 * Sets the claim's editions aside (locked for its order, so no sale takes them) and records them on the claim, in
 * one transaction: all or none. Once recorded, a retry answers them.
 */
export async function reserveClaimEditions(deps: Deps, input: ClaimWorkflowInput): Promise<void> {
  const orderId = claimOrderId(input.token);
  for (let attempt = 1; attempt <= RESERVE_TRIES; attempt++) {
    const claim = await claimingClaim(deps, input);
    if (claim.editions.length > 0) return;
    const editions = await drawClaimEditions(deps, claim);
    const reserved: ClaimEditionRecord[] = editions.map(({ nftId, id, sequence }) => ({
      nftId,
      itemId: id,
      sequence,
    }));
    const written = await tryTransactWrite(deps.db, [
      ...editions.map((item) => reserveEditionForOrder(deps.db, item, orderId)),
      recordClaimEditions(deps.db, claim.token, reserved, deps.clock.now().toISOString()),
    ]);
    if (written) return;
  }
  throw new Error(`Claim ${input.token} lost its editions to other sales ${RESERVE_TRIES} times`);
}

/** Gives each reserved edition to the buyer (history: claimed after an external order); done ones are skipped. */
export async function transferClaimEditions(deps: Deps, input: ClaimWorkflowInput): Promise<void> {
  const claim = await claimingClaim(deps, input);
  const orderId = claimOrderId(claim.token);
  for (const edition of claim.editions) {
    const item = await getNftItem(deps.db, edition.itemId);
    if (!item) throw new Error(`Reserved edition ${edition.itemId} is missing`);
    if (item.owner === input.userUuid && item.acquisition?.orderId === orderId) continue;
    await transferItem(deps.db, {
      nft: await mustGetNft(deps, edition.nftId),
      item,
      to: input.userUuid,
      how: 'claim',
      orderId,
      lineItem: FREE,
      isExternalOrder: true,
      transferId: deps.newId(),
      now: deps.clock.now(),
    });
  }
}

/**
 * Marks the claim claimed with the buyer's 'NFT claimed' notification and the market's record of the transfer, in
 * one transaction: exactly once. A retry that finds it claimed is done.
 */
export async function completeClaim(deps: Deps, input: ClaimWorkflowInput): Promise<void> {
  const claim = await getClaim(deps.db, input.token);
  if (claim?.state === 'claimed' && claim.claimedBy === input.userUuid) return;
  if (!claim || !isClaimingBy(claim, input.userUuid)) throw new Error(`Claim ${input.token} is not claiming`);
  const [first] = claim.editions;
  if (!first) throw new Error(`Claim ${input.token} has no editions`);
  const nft = await mustGetNft(deps, first.nftId);
  const notification = newEvent(deps, 'NotificationRequested', {
    user_uuid: input.userUuid,
    notification_type: NotificationType.nftClaimed,
    subject: nft.title,
    auction: null,
    extra: { nft_uuid: first.nftId, nft_item_uuid: first.itemId },
  });
  const market = primaryDeliveryEvent(deps, {
    how: 'claim',
    toUuid: input.userUuid,
    unitPriceCents: null,
    editions: claim.editions,
  });
  const now = deps.clock.now().toISOString();
  await transactWrite(deps.db, [
    finishClaim(deps.db, claim, { state: 'claimed' }, now),
    recordEvent(deps.db, notification),
    recordEvent(deps.db, market),
  ]).catch(async (error) => {
    const after = await getClaim(deps.db, input.token);
    if (after?.state !== 'claimed') throw error;
  });
}

/**
 * The claim could not be made (the workflow's failure end): reserved editions the platform still holds go back on
 * sale and the claim turns failed ('Something went wrong. Contact support.'). Only this run's claim is touched.
 */
export async function failClaim(deps: Deps, input: ClaimWorkflowInput, failure: string): Promise<void> {
  const claim = await getClaim(deps.db, input.token);
  if (!claim || !isClaimingBy(claim, input.userUuid)) return;
  const orderId = claimOrderId(claim.token);
  for (const edition of claim.editions)
    await tryTransactWrite(deps.db, [releaseEditionOfOrder(deps.db, edition.itemId, orderId)]);
  await tryTransactWrite(deps.db, [
    finishClaim(deps.db, claim, { state: 'failed', failure }, deps.clock.now().toISOString()),
  ]);
}
