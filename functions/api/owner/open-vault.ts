import { vaultRoutes } from '../../../shared/api/routes/vault';
import { openVault as openItemVault } from '../../domain/vault/open-vault';
import { endpoint } from '../../lib/http';

/** The owner opens the item's vault; its content is served from 5 s later. */
export const openVault = endpoint(vaultRoutes.openVault, (deps, { params, user }) =>
  openItemVault(deps, { nftId: params.id, itemId: params.itemId, userUuid: user.uuid }),
);
