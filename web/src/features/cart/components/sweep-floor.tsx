import { useId, useState } from 'react';
import { formatUsdFixed } from '../../../../../shared/format/usd';
import { CART_MAX_LINES } from '../../../../../shared/rules/cart';
import { Button } from '../../../components/button/button';
import { Loader } from '../../../components/loader/loader';
import { EmptyState } from '../../../components/status/empty-state';
import { ErrorState } from '../../../components/status/error-state';
import { errorText, isApiError } from '../../../lib/api-client';
import { useIsLoggedIn } from '../../../lib/auth';
import { useMe } from '../../../lib/get-me';
import { choiceScopePart } from '../../../lib/payments/payment-fields';
import { usdToCents } from '../../../utils/money';
import { type SweepFields, useSweepPreview } from '../api/preview-sweep';
import { sweepCheckout } from '../api/sweep-checkout';
import { useCartPayment } from '../hooks/use-cart-payment';
import * as styles from './cart.css';
import { CartPaymentPanel } from './cart-payment-panel';
import { CartResult } from './cart-result';

function SweepPreviewAndPay({ fields }: { fields: SweepFields }) {
  const { data: me } = useMe();
  const preview = useSweepPreview(fields);
  const payment = useCartPayment({
    scope: (choice) => [
      'sweep',
      me?.uuid ?? '',
      fields.collectionId,
      String(fields.count),
      String(fields.maxTotalCents),
      choiceScopePart(choice),
    ],
    send: (choice, idempotencyKey) => sweepCheckout({ ...fields, choice, idempotencyKey }),
  });
  if (payment.order) return <CartResult order={payment.order} />;
  if (isApiError(preview.error, 409)) return <EmptyState title={errorText(preview.error)} />;
  if (preview.error)
    return <ErrorState message={errorText(preview.error)} onRetry={() => void preview.mutate()} />;
  if (!preview.data) return <Loader label="Finding the floor" />;
  return (
    <>
      <ul className={styles.lines} aria-label="Listings to sweep">
        {preview.data.listings.map((listing) => (
          <li key={listing.listing_id} className={styles.line} data-testid="sweep-preview-line">
            <span className={styles.lineTitle}>{listing.title}</span>
            <span>{formatUsdFixed(listing.price_cents)}</span>
          </li>
        ))}
      </ul>
      <p>
        {preview.data.listings.length} for <strong>{formatUsdFixed(preview.data.total_cents)}</strong>
      </p>
      <CartPaymentPanel totalCents={preview.data.total_cents} payment={payment} label="Sweep" />
    </>
  );
}

/**
 * 'Sweep the floor' on a collection's page: how many of its cheapest listings and the most to spend, a preview of
 * what that buys now, then one payment and each listing's result. Shown to logged-in collectors.
 */
export function SweepFloor({ collectionId }: { collectionId: string }) {
  const loggedIn = useIsLoggedIn();
  const countId = useId();
  const maxId = useId();
  const [count, setCount] = useState(3);
  const [maxTotal, setMaxTotal] = useState('');
  const [fields, setFields] = useState<SweepFields | null>(null);
  if (!loggedIn) return null;
  const maxTotalCents = usdToCents(Number(maxTotal));
  const valid = Number.isInteger(count) && count >= 1 && count <= CART_MAX_LINES && maxTotalCents >= 1;
  return (
    <section className={styles.section} aria-labelledby={`${countId}-title`} data-testid="sweep-floor">
      <h2 id={`${countId}-title`}>Sweep the floor</h2>
      <form
        className={styles.fields}
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) setFields({ collectionId, count, maxTotalCents });
        }}
      >
        <label className={styles.field} htmlFor={countId}>
          How many
          <input
            id={countId}
            type="number"
            min={1}
            max={CART_MAX_LINES}
            value={count}
            onChange={(event) => setCount(Number(event.target.value))}
          />
        </label>
        <label className={styles.field} htmlFor={maxId}>
          Maximum total (USD)
          <input
            id={maxId}
            type="number"
            min={0.01}
            step={0.01}
            value={maxTotal}
            onChange={(event) => setMaxTotal(event.target.value)}
          />
        </label>
        <Button type="submit" variant="secondary" disabled={!valid}>
          Preview
        </Button>
      </form>
      {fields && <SweepPreviewAndPay key={JSON.stringify(fields)} fields={fields} />}
    </section>
  );
}
