import { exportRoutes } from '../../../shared/api/routes/export';
import { requestExport } from '../../domain/export/request-export';
import { endpoint } from '../../lib/http';

/** The owner's item, held and on its way to the wallet once the processing window ends. */
export const exportItem = endpoint(exportRoutes.exportItem, async (deps, { params, body, user }) => {
  await requestExport(deps, {
    itemId: params.id,
    userUuid: user.uuid,
    walletAddress: body.wallet_address ?? body.address ?? '',
    blockchain: body.blockchain,
  });
  return { export_status: 'pending' as const };
});
