import { nftRoutes } from '../../../shared/api/routes/nft';
import { blockchainLabels, traitTypeLabels } from '../../../shared/domain/enums';
import { formatUsdFixed } from '../../../shared/format/usd';
import { getUser } from '../../data/user';
import { findEdition } from '../../domain/collection/find-item';
import { hiddenFrom } from '../../domain/collection/item-rules';
import { NotFoundError } from '../../lib/errors';
import { endpoint } from '../../lib/http';

/** One edition as titled lines: number, rank, owner, listing price, blockchain, then its NFT's traits. */
export const getMarketplaceItem = endpoint(nftRoutes.getMarketplaceItem, async (deps, { params, user }) => {
  const { nft, item } = await findEdition(deps.db, params.id, params.itemId);
  if (hiddenFrom(item, user?.uuid ?? null)) throw new NotFoundError();
  const owner = item.owner ? await getUser(deps.db, item.owner) : undefined;
  const line = (title: string, display_description: string) => ({ title, display_description });
  return {
    results: [
      line('Edition', `${item.sequence} of ${nft.quantity}`),
      ...(nft.rank === null ? [] : [line('Rank', `#${nft.rank}`)]),
      line('Owner', owner?.username ?? 'Not sold yet'),
      line('Price', item.listing ? formatUsdFixed(item.listing.priceCents) : 'Not for sale'),
      line('Blockchain', blockchainLabels[nft.blockchainType]),
      ...nft.traits.map((trait) => line(traitTypeLabels[trait.type], trait.displayValue)),
    ],
  };
});
