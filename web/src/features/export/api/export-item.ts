import type { ExportAnswer } from '../../../../../shared/api/schemas/export';
import type { Blockchain } from '../../../../../shared/domain/enums';
import { apiSend } from '../../../lib/api-client';

/**
 * POST /api/nft/{itemId}/export: the item is held and sent to the wallet after the processing window. The form
 * shows the failures in place ('Item Not Ready For Export', an address of another chain).
 */
export const exportItem = (
  itemId: string,
  walletAddress: string,
  blockchain: Blockchain,
): Promise<ExportAnswer> =>
  apiSend(
    'exportItem',
    { params: { id: itemId }, body: { wallet_address: walletAddress, blockchain } },
    { toastErrors: false },
  );
