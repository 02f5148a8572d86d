import { storefrontRoutes } from '../../../shared/api/routes/storefront';
import { centsToUsd } from '../../domain/money';
import { requireCreator } from '../../domain/storefront/access';
import { readCreatorEarnings } from '../../domain/storefront/earnings';
import { endpoint } from '../../lib/http';
import { withdrawalView } from '../billing/withdrawal-view';

/** GET /storefront/earnings: the creator's balance, sales (newest first) and earnings withdrawals. */
export const getStorefrontEarnings = endpoint(
  storefrontRoutes.getStorefrontEarnings,
  async (deps, { user }) => {
    await requireCreator(deps, user.uuid);
    const earnings = await readCreatorEarnings(deps, user.uuid);
    return {
      balance: centsToUsd(earnings.balanceCents),
      available: centsToUsd(earnings.availableCents),
      held: earnings.held.map((part) => ({
        amount: centsToUsd(part.amount),
        available_at: part.availableAt,
      })),
      sales: earnings.sales.map((sale) => ({
        id: sale.orderId,
        nft_id: sale.nftId,
        title: sale.title,
        price: centsToUsd(sale.priceCents),
        share: centsToUsd(sale.shareCents),
        date: sale.at,
        buyer_username: sale.buyerUsername,
      })),
      withdrawals: earnings.withdrawals.map(withdrawalView),
    };
  },
);
