import { nftRoutes } from '../../../shared/api/routes/nft';
import { findEdition } from '../../domain/collection/find-item';
import { hiddenFrom, ownerPermissions } from '../../domain/collection/item-rules';
import { isExportExempt } from '../../domain/export/exemption';
import { offerCountsOf } from '../../domain/offers/offer-reads';
import { vaultViews } from '../../domain/vault/owner-vaults';
import { NotFoundError } from '../../lib/errors';
import { endpoint } from '../../lib/http';
import { ownedItemView } from './views';

/** One edition of an NFT; the owner-only fields only when the caller owns it; a private one only to its owner. */
export const getNftItem = endpoint(nftRoutes.getNftItem, async (deps, { params, user }) => {
  const { nft, item } = await findEdition(deps.db, params.id, params.itemId);
  if (hiddenFrom(item, user?.uuid ?? null)) throw new NotFoundError();
  const isOwner = user !== undefined && item.owner === user.uuid;
  const permissions = isOwner
    ? ownerPermissions(item, nft, {
        now: deps.clock.now(),
        flags: deps.flags,
        exportExempt: await isExportExempt(deps, user.uuid),
      })
    : null;
  const offers = isOwner ? (await offerCountsOf(deps, [item])).get(item.id) : undefined;
  const vaults = await vaultViews(deps.db, [{ item, nft }], user?.uuid ?? null, deps.clock.now());
  return ownedItemView(deps.env, item, nft, permissions, offers, vaults.get(item.id));
});
