import type { Drop } from '../../../../../shared/api/schemas/catalog';
import { formatPrice } from '../../../utils/money';

/** The drop's price, else its cheapest pack; null when neither is known. */
const lowestPrice = (drop: Drop): number | null =>
  drop.price ?? (drop.drops.length ? Math.min(...drop.drops.map((pack) => pack.price)) : null);

export function DropPrice({ drop, className }: { drop: Drop; className?: string }) {
  const price = lowestPrice(drop);
  if (price === null) return null;
  return (
    <p className={className} data-testid="drop-price">
      From {formatPrice(price)}
    </p>
  );
}
