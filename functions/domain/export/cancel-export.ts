import { messages } from '../../../shared/domain/messages';
import { tryTransactWrite } from '../../data/db';
import { advanceExport, getNftExport } from '../../data/nft-export';
import { advanceItemExport, getNftItem } from '../../data/nft-item';
import type { Deps } from '../../lib/deps';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { ExportNotCancellableError } from './errors';

/**
 * POST /nft/{itemId}/cancel_export: while the export waits its processing window, the owner gets the item back
 * ('Export successfully canceled'). Racing the workflow's transfer step, one conditional write decides: the
 * cancel (the workflow then ends without a transfer) or the transfer (409 here).
 */
export async function cancelExport(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { itemId: string; userUuid: string },
) {
  const item = await getNftItem(deps.db, input.itemId);
  if (!item?.owner) throw new NotFoundError();
  if (item.owner !== input.userUuid) throw new ForbiddenError();
  if (item.exportStatus !== 'pending' || !item.exportId) throw new ExportNotCancellableError();
  const record = await getNftExport(deps.db, item.exportId);
  if (!record) throw new ExportNotCancellableError();
  const at = deps.clock.now().toISOString();
  const cancelled = await tryTransactWrite(deps.db, [
    advanceExport(deps.db, record.id, 'pending', { status: 'cancelled', at }),
    advanceItemExport(deps.db, item.id, record.id, 'pending', { status: 'not_initiated' }),
  ]);
  if (!cancelled) throw new ExportNotCancellableError();
  return { export_status: 'not_initiated' as const, detail: messages.exportCanceled };
}
