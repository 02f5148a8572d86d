import type { ExportAnswer } from '../../../../../shared/api/schemas/export';
import { apiSend } from '../../../lib/api-client';

/** POST /api/nft/{itemId}/cancel_export: while cancellable, the item is back ('Export successfully canceled'). */
export const cancelExport = (itemId: string): Promise<ExportAnswer> =>
  apiSend('cancelExport', { params: { id: itemId } }, { toastErrors: false });
