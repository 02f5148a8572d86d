import type { NftRecord } from '../../../functions/data/nft';
import type { Deps } from '../../../functions/lib/deps';
import { PaymentMethod } from '../../../shared/domain/enums';
import type { SignedInUser } from '../account/support';
import { callAs } from '../purchases/auction-support';
import { giveClaimed, listingBody } from '../resale/support';

/** Lists new editions of `nft` for `seller`, numbering them from `sequences.next`. */
export function lister(deps: Deps, nft: NftRecord, seller: SignedInUser, sequences = { next: 1 }) {
  return async function listed(priceCents: number): Promise<{ listingId: string; itemId: string }> {
    const sequence = sequences.next++;
    const itemId = `${nft.id}-${sequence}`;
    await giveClaimed(deps, nft, sequence, seller.user.uuid);
    const answer = await seller.call(
      'POST',
      '/api/auction/create',
      listingBody(nft.id, itemId, priceCents / 100),
    );
    if (answer.status !== 200) throw new Error(`listing failed: ${JSON.stringify(answer.body)}`);
    return { listingId: (answer.body as { listing: { id: string } }).listing.id, itemId };
  };
}

/** Paid from prepaid USD. */
export const usdChoice = { payment_method: PaymentMethod.marketplaceCredit, source: 'usd' };

export interface CartLineAnswer {
  listing_id: string;
  status: string;
  reason: string | null;
  item_id: string | null;
}

export const cartCheckout = (deps: Deps, buyer: SignedInUser, body: Record<string, unknown>, key?: string) =>
  callAs(deps, buyer.user, '/api/payments/cart_checkout', { ...usdChoice, ...body }, key);

export const sweepCheckout = (deps: Deps, buyer: SignedInUser, body: Record<string, unknown>, key?: string) =>
  callAs(deps, buyer.user, '/api/payments/sweep_checkout', { ...usdChoice, ...body }, key);

/** The line of each listing in a cart answer, by listing id. */
export const linesOf = (body: { data: { lines: CartLineAnswer[] } }) =>
  Object.fromEntries(body.data.lines.map((line) => [line.listing_id, line]));
