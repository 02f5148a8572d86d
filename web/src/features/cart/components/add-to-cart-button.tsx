import { Button } from '../../../components/button/button';
import { type CartEntry, useCart } from '../cart-store';

/** 'Add to cart' on a listing; 'In cart' once it is (the cart holds at most 25). */
export function AddToCartButton({ entry, label }: { entry: CartEntry; label: string }) {
  const cart = useCart();
  const inCart = cart.has(entry.listingId);
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={inCart || cart.isFull}
      onClick={() => cart.add(entry)}
      // The visible words lead the name (WCAG 2.5.3), the listing follows.
      aria-label={inCart ? `In cart: ${label}` : `Add to cart: ${label}`}
    >
      {inCart ? 'In cart' : 'Add to cart'}
    </Button>
  );
}
