import type { UpdateCreatorProfileBody } from '../../../shared/api/schemas/storefront';
import { type CreatorRecord, saveCreator } from '../../data/creator';
import { transactWrite } from '../../data/db';
import type { Deps } from '../../lib/deps';

/** PATCH /storefront/profile: the fields given replace the creator's. */
export async function updateCreatorProfile(
  deps: Pick<Deps, 'db'>,
  creator: CreatorRecord,
  changes: UpdateCreatorProfileBody,
): Promise<CreatorRecord> {
  const updated: CreatorRecord = {
    ...creator,
    name: changes.name ?? creator.name,
    bio: changes.bio ?? creator.bio,
    payoutType: changes.payout_type ?? creator.payoutType,
  };
  await transactWrite(deps.db, [saveCreator(deps.db, updated)]);
  return updated;
}
