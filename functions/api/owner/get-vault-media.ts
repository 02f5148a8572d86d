import { vaultRoutes } from '../../../shared/api/routes/vault';
import { vaultMediaUrl } from '../../domain/vault/vault-media';
import { endpoint } from '../../lib/http';

/** A vault item's media address with ?url=true: a short-lived signed URL of its file, for the owner. */
export const getVaultMedia = endpoint(vaultRoutes.getVaultMedia, (deps, { params, user }) =>
  vaultMediaUrl(deps, {
    nftId: params.id,
    itemId: params.itemId,
    vaultId: params.vaultId,
    userUuid: user.uuid,
  }),
);
