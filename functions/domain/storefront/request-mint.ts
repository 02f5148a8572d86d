import { storefrontMessages } from '../../../shared/domain/storefront-messages';
import { tryTransactWrite } from '../../data/db';
import { getStorefrontNft, type StorefrontNftRecord, startStorefrontMint } from '../../data/storefront-nft';
import type { Deps } from '../../lib/deps';
import { IdempotencyKeyReusedError } from '../ledger/errors';
import type { ChargeChallenge } from '../payments/order-record';
import type { PaymentChoice } from '../payments/payment-method';
import { choiceParts } from '../payments/request-fingerprint';
import { ownStorefrontNft, requireCreator } from './access';
import { chargeMintFee } from './charge-mint-fee';
import { StorefrontNftStateError } from './errors';
import { startStorefrontMintWorkflow } from './start-mint';

export interface MintRequest {
  userUuid: string;
  uuid: string;
  method: PaymentChoice;
  /** Where a 3-D Secure challenge returns. */
  siteUrl?: string;
}

export type MintAnswer = { status: 'minting'; record: StorefrontNftRecord } | ChargeChallenge;

/** One minting fee per storefront NFT: its order id is the NFT's. */
export const storefrontMintOrderId = (uuid: string) => `storefront-mint:${uuid}`;

/**
 * POST /storefront/nfts/{uuid}/mint: a draft with its media starts minting (in the recovery index), its
 * storefront-mint workflow starts, then the fee is charged. A refused or declined payment fails the mint at once
 * ('Payment failed.'); a card that needs 3-D Secure answers the challenge, and the workflow goes on once the order
 * is settled. A retry (a lost answer, the 3-D Secure return) answers the same mint and charges once.
 */
export async function requestMint(deps: Deps, request: MintRequest): Promise<MintAnswer> {
  const creator = await requireCreator(deps, request.userUuid);
  const read = await ownStorefrontNft(deps, creator, request.uuid);
  const record = read.status === 'minting' ? read : await startMinting(deps, read, request.method);
  if (choiceParts(request.method).join() !== choiceParts(record.mintMethod ?? request.method).join())
    throw new IdempotencyKeyReusedError(record.mintOrderId ?? record.uuid);
  await startStorefrontMintWorkflow(deps, record.uuid);
  const charged = await chargeMintFee(deps, record, request.siteUrl);
  if (charged.status === 'challenge') return charged;
  return { status: 'minting', record: (await getStorefrontNft(deps.db, record.uuid)) ?? record };
}

async function startMinting(deps: Deps, record: StorefrontNftRecord, method: PaymentChoice) {
  if (record.status !== 'draft' || !record.mediaKey)
    throw new StorefrontNftStateError(storefrontMessages.storefrontMintNeedsDraft);
  const mint = { orderId: storefrontMintOrderId(record.uuid), method, at: deps.clock.now().toISOString() };
  if (await tryTransactWrite(deps.db, [startStorefrontMint(deps.db, record, mint)]))
    return {
      ...record,
      status: 'minting' as const,
      mintOrderId: mint.orderId,
      mintMethod: method,
      updatedAt: mint.at,
    };
  // A twin request started it first (then this is a retry of it), or the draft was edited since it was read.
  const twin = await getStorefrontNft(deps.db, record.uuid);
  if (twin?.status === 'minting') return twin;
  throw new StorefrontNftStateError(storefrontMessages.storefrontMintNeedsDraft);
}
