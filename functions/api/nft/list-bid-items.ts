import { nftRoutes } from '../../../shared/api/routes/nft';
import { readBidItems } from '../../domain/bids/bid-items';
import { centsToUsd } from '../../domain/money';
import { endpoint } from '../../lib/http';

/** The NFT's editions sold by bids, each with the bid winning it; empty while a silent auction hides them. */
export const listBidItems = endpoint(nftRoutes.listBidItems, async (deps, { params }) =>
  (await readBidItems(deps, params.id)).map((item) => ({
    id: item.itemId,
    edition: item.edition,
    amount: centsToUsd(item.amountCents),
    created_by: { username: item.username },
    status: item.status,
  })),
);
