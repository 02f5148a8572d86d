import { Link } from 'wouter';
import { formatUsdFixed } from '../../../../../shared/format/usd';
import { Button } from '../../../components/button/button';
import { Loader } from '../../../components/loader/loader';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useMe } from '../../../lib/get-me';
import { choiceScopePart } from '../../../lib/payments/payment-fields';
import { cartCheckout } from '../api/cart-checkout';
import { type CartListingNow, useCartListings } from '../api/get-cart-listings';
import { type CartEntry, useCart } from '../cart-store';
import * as styles from '../components/cart.css';
import { CartPaymentPanel } from '../components/cart-payment-panel';
import { CartResult } from '../components/cart-result';
import { useCartPayment } from '../hooks/use-cart-payment';

function CartLine({
  entry,
  now,
  onRemove,
}: {
  entry: CartEntry;
  now?: CartListingNow;
  onRemove: () => void;
}) {
  const note = !now
    ? null
    : !now.onSale
      ? 'No longer for sale'
      : now.priceCents !== entry.priceCents
        ? `Price changed from ${formatUsdFixed(entry.priceCents)}`
        : null;
  return (
    <li className={styles.line} data-testid="cart-line">
      <Link to={paths.marketplaceAuction({ nftId: entry.nftId })} className={styles.lineTitle}>
        {entry.title}
      </Link>
      <span>{formatUsdFixed(now?.onSale ? now.priceCents : entry.priceCents)}</span>
      {note && (
        <span className={styles.notBought} role="status">
          {note}
        </span>
      )}
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${entry.title}`}>
        Remove
      </Button>
    </li>
  );
}

/**
 * /cart: the listings added from the NFT pages, each read again (gone or repriced ones flagged), the total of
 * those still on sale, the payment method, then Checkout: one payment, and each line's result. Bought and failed
 * lines leave the cart.
 */
export function CartRoute() {
  const cart = useCart();
  const { data: me } = useMe();
  const ids = cart.entries.map((entry) => entry.listingId);
  const listings = useCartListings(ids);
  const onSale = cart.entries.flatMap((entry) => {
    const now = listings.data?.[entry.listingId];
    return now?.onSale ? [{ listingId: entry.listingId, priceCents: now.priceCents }] : [];
  });
  const totalCents = onSale.reduce((sum, entry) => sum + entry.priceCents, 0);
  const payment = useCartPayment({
    scope: (choice) => [
      'cart',
      me?.uuid ?? '',
      ...onSale.map((entry) => entry.listingId),
      choiceScopePart(choice),
    ],
    send: (choice, idempotencyKey) =>
      cartCheckout({
        listingIds: onSale.map((entry) => entry.listingId),
        expectedTotalCents: totalCents,
        choice,
        idempotencyKey,
      }),
    onOrdered: (order) => cart.remove(order.lines.map((line) => line.listing_id)),
  });

  const body = () => {
    if (payment.order) return <CartResult order={payment.order} />;
    if (!cart.entries.length)
      return (
        <EmptyState title="Your cart is empty">
          <Link to={paths.marketplace()}>Browse the marketplace</Link>
        </EmptyState>
      );
    if (listings.error)
      return <ErrorState message={errorText(listings.error)} onRetry={() => void listings.mutate()} />;
    if (!listings.data) return <Loader label="Loading your cart" />;
    return (
      <>
        <ul className={styles.lines} aria-label="Cart">
          {cart.entries.map((entry) => (
            <CartLine
              key={entry.listingId}
              entry={entry}
              now={listings.data?.[entry.listingId]}
              onRemove={() => cart.remove([entry.listingId])}
            />
          ))}
        </ul>
        <p data-testid="cart-total">
          Total: <strong>{formatUsdFixed(totalCents)}</strong>
        </p>
        <CartPaymentPanel
          totalCents={totalCents}
          payment={payment}
          label="Checkout"
          disabled={!onSale.length}
        />
      </>
    );
  };

  return (
    <div className={styles.column} data-testid="cart-page">
      <h1>Cart</h1>
      {body()}
    </div>
  );
}
