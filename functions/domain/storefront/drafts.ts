import type { StorefrontDraftFields, UpdateStorefrontNftBody } from '../../../shared/api/schemas/storefront';
import { storefrontMessages } from '../../../shared/domain/storefront-messages';
import type { CreatorRecord } from '../../data/creator';
import { transactWrite, tryTransactWrite } from '../../data/db';
import { putNewStorefrontNft, type StorefrontNftRecord, saveStorefrontNft } from '../../data/storefront-nft';
import type { Deps } from '../../lib/deps';
import { StorefrontNftStateError } from './errors';

/** Percent (2 decimals) to basis points. */
const bpsOf = (percent: number) => Math.round(percent * 100);

/** POST /storefront/nfts: a new draft of the creator's. */
export async function createDraft(
  deps: Pick<Deps, 'db' | 'clock' | 'newId'>,
  creator: CreatorRecord,
  fields: StorefrontDraftFields,
): Promise<StorefrontNftRecord> {
  const now = deps.clock.now().toISOString();
  const record: StorefrontNftRecord = {
    uuid: deps.newId(),
    creatorId: creator.id,
    creatorUserUuid: creator.userUuid,
    title: fields.title,
    description: fields.description,
    editions: fields.editions,
    traits: fields.traits,
    royaltyBps: bpsOf(fields.royalty),
    mediaKey: fields.media_key,
    status: 'draft',
    mintOrderId: null,
    mintMethod: null,
    nftId: null,
    chainToken: null,
    mintFailure: null,
    listing: null,
    soldEditions: 0,
    createdAt: now,
    updatedAt: now,
  };
  await transactWrite(deps.db, [putNewStorefrontNft(deps.db, record)]);
  return record;
}

/** PATCH /storefront/nfts/{uuid}: the fields given replace the draft's; 409 once it left draft. */
export async function updateDraft(
  deps: Pick<Deps, 'db' | 'clock'>,
  record: StorefrontNftRecord,
  changes: UpdateStorefrontNftBody,
): Promise<StorefrontNftRecord> {
  if (record.status !== 'draft') throw new StorefrontNftStateError(storefrontMessages.storefrontDraftOnly);
  const updated: StorefrontNftRecord = {
    ...record,
    title: changes.title ?? record.title,
    description: changes.description ?? record.description,
    editions: changes.editions ?? record.editions,
    traits: changes.traits ?? record.traits,
    royaltyBps: changes.royalty === undefined ? record.royaltyBps : bpsOf(changes.royalty),
    mediaKey: changes.media_key === undefined ? record.mediaKey : changes.media_key,
    updatedAt: deps.clock.now().toISOString(),
  };
  // A mint (or another edit) since the read fails the condition: the draft is no longer what was read.
  if (!(await tryTransactWrite(deps.db, [saveStorefrontNft(deps.db, updated, record.updatedAt)])))
    throw new StorefrontNftStateError(storefrontMessages.storefrontDraftOnly);
  return updated;
}
