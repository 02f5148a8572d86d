import { tryTransactWrite } from '../../data/db';
import { advanceFusion, type FusionRecord, getFusion } from '../../data/fusion';
import { getNftItem, moveItem, type NftItemRecord } from '../../data/nft-item';
import type { Deps } from '../../lib/deps';
import { fusionTransferEvent } from './fusion-market';

/**
 * Fails the fusion and gives its items back to the user, unlocked, in one transaction; the fee is not touched (a
 * declined payment took none; failFusion refunds a paid one first). Items already given back are left as they
 * are; a fusion that ended already stays as it is.
 */
export async function giveBackFusedItems(
  deps: Pick<Deps, 'db' | 'clock' | 'newId'>,
  record: FusionRecord,
  failure: string,
): Promise<void> {
  const at = deps.clock.now().toISOString();
  const items = await Promise.all(record.items.map((fused) => getNftItem(deps.db, fused.id)));
  const inFuser = items.filter(
    (item): item is NftItemRecord => item?.owner === null && item.lockedForOrder === record.orderId,
  );
  const returned = record.items.filter((fused) => inFuser.some((item) => item.id === fused.id));
  const failed = await tryTransactWrite(deps.db, [
    advanceFusion(deps.db, record.id, ['paying', 'fusing'], { status: 'failed', failure, at }),
    ...(returned.length > 0
      ? [fusionTransferEvent(deps, returned, { from: null, to: record.userUuid })]
      : []),
    ...inFuser.map((item) =>
      moveItem(deps.db, item, {
        owner: record.userUuid,
        ownedAt: at,
        acquisition: { how: 'fusion', orderId: record.orderId, lineItem: null },
      }),
    ),
  ]);
  const status = failed ? 'failed' : (await getFusion(deps.db, record.id))?.status;
  if (status !== 'failed' && status !== 'completed')
    throw new Error(`Fusion ${record.id} could not be failed from ${status}`);
}
