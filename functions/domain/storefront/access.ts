import { storefrontMessages } from '../../../shared/domain/storefront-messages';
import { type CreatorRecord, getCreator, getUserCreatorId } from '../../data/creator';
import { getStorefrontNft, type StorefrontNftRecord } from '../../data/storefront-nft';
import type { Deps } from '../../lib/deps';
import { NotFoundError } from '../../lib/errors';
import {
  CreatorsDisabledError,
  NotACreatorError,
  StorefrontDisabledError,
  StorefrontNftNotYoursError,
} from './errors';

export function assertCreatorsEnabled(deps: Pick<Deps, 'flags'>) {
  if (!deps.flags.creatorsEnabled) throw new CreatorsDisabledError();
}

export function assertStorefrontEnabled(deps: Pick<Deps, 'flags'>) {
  if (!deps.flags.storefrontEnabled) throw new StorefrontDisabledError();
}

/** The caller's creator: 403 with the storefront off or without a claimed invitation. */
export async function requireCreator(
  deps: Pick<Deps, 'db' | 'flags'>,
  userUuid: string,
): Promise<CreatorRecord> {
  assertStorefrontEnabled(deps);
  const creatorId = await getUserCreatorId(deps.db, userUuid);
  const creator = creatorId ? await getCreator(deps.db, creatorId) : undefined;
  if (!creator) throw new NotACreatorError();
  return creator;
}

/** One of the creator's storefront NFTs: 404 unknown, 403 another creator's. */
export async function ownStorefrontNft(
  deps: Pick<Deps, 'db'>,
  creator: CreatorRecord,
  uuid: string,
): Promise<StorefrontNftRecord> {
  const record = await getStorefrontNft(deps.db, uuid);
  if (!record) throw new NotFoundError(storefrontMessages.storefrontNftNotFound);
  if (record.creatorId !== creator.id) throw new StorefrontNftNotYoursError();
  return record;
}
