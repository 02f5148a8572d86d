import { type FormEvent, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { resalePriceSchema } from '../../../../../shared/api/schemas/listings';
import { Button } from '../../../components/button/button';
import { UsdAmountField } from '../../../components/form/usd-amount-field';
import { useAuthModal, useIsLoggedIn } from '../../../lib/auth';
import { useWatch, type WatchTarget } from '../hooks/use-watch';
import * as styles from './watch-toggle.css';

const alertLabels: Record<WatchTarget['kind'], string> = {
  nft: 'Alert me when listed under $',
  collection: 'Alert me when the floor is under $',
};

/**
 * Watch / Watching on an NFT's or a collection's page, with the optional alert price while watching. A visitor
 * is asked to log in first. The alert price follows the sale price rule ($1 to $99,999,999.99, 2 decimals).
 */
export function WatchToggle(target: WatchTarget) {
  const loggedIn = useIsLoggedIn();
  const { openLogin } = useAuthModal();
  const [here] = useLocation();
  const watch = useWatch(target, loggedIn);
  const [price, setPrice] = useState('');
  const [priceError, setPriceError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    setPrice(watch.alertPrice === null ? '' : watch.alertPrice.toFixed(2));
  }, [watch.alertPrice]);

  if (!loggedIn)
    return (
      <Button variant="secondary" size="sm" onClick={() => openLogin({ redirectUrl: here })}>
        Watch
      </Button>
    );

  const saveAlert = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const parsed = price === '' ? null : resalePriceSchema.safeParse(Number(price));
    if (parsed && !parsed.success) {
      setPriceError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setPriceError(null);
    await watch.watch(parsed ? parsed.data : null);
    setSaved(true);
  };

  return (
    <div className={styles.panel} data-testid="watch-toggle">
      <Button
        variant={watch.watching ? 'primary' : 'secondary'}
        size="sm"
        aria-pressed={watch.watching}
        disabled={watch.busy || watch.loading}
        onClick={() => void (watch.watching ? watch.unwatch() : watch.watch(null))}
      >
        {watch.watching ? 'Watching' : 'Watch'}
      </Button>
      {watch.watching && (
        <form className={styles.alertForm} onSubmit={(event) => void saveAlert(event)} noValidate>
          <div className={styles.alertField}>
            <UsdAmountField
              label={alertLabels[target.kind]}
              value={price}
              onChange={(value) => {
                setPrice(value);
                setSaved(false);
              }}
              error={priceError}
              hint={saved ? 'Alert saved' : undefined}
            />
          </div>
          <Button type="submit" variant="secondary" size="sm" disabled={watch.busy}>
            Save alert
          </Button>
        </form>
      )}
    </div>
  );
}
