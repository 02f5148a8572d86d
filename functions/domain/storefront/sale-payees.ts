import type { AuctionRecord } from '../../data/auction';
import type { Payee } from '../payments/payees';

/**
 * Who a sale of an auction pays: a storefront listing's price goes to the creator's earnings less the platform
 * fee (revenue, rounded in the platform's favour); any other auction's price all to revenue (undefined).
 */
export function storefrontSalePayees(
  auction: Pick<AuctionRecord, 'storefront'>,
  priceCents: number,
): Payee[] | undefined {
  if (!auction.storefront) return undefined;
  const feeCents = Math.ceil((priceCents * auction.storefront.platformFeeBps) / 10_000);
  const payees: Payee[] = [
    { to: 'earnings', userUuid: auction.storefront.creatorUserUuid, amountCents: priceCents - feeCents },
    { to: 'revenue', amountCents: feeCents },
  ];
  return payees.filter((payee) => payee.amountCents > 0);
}
