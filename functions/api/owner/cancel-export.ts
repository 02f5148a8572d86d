import { exportRoutes } from '../../../shared/api/routes/export';
import { cancelExport as cancelItemExport } from '../../domain/export/cancel-export';
import { endpoint } from '../../lib/http';

/** 'Export successfully canceled': the item is back with its owner. */
export const cancelExport = endpoint(exportRoutes.cancelExport, (deps, { params, user }) =>
  cancelItemExport(deps, { itemId: params.id, userUuid: user.uuid }),
);
