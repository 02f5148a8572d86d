import { RATE_DISPLAY_COINS } from '../../../../../shared/domain/constants';
import { formatCoin } from '../../../../../shared/format/coin';
import { formatUsd } from '../../../../../shared/format/usd';
import { centsToCoinMicroUnits } from '../../../components/payment-method-selector/payment-selection';
import { useCryptoRates } from '../../../lib/payments/get-crypto-rates';
import * as styles from './packs.css';

/** The pack's USD price, then what it comes to in the coins whose rates are shown (ETH, XTZ) once rates load. */
export function PackPrice({ priceCents }: { priceCents: number }) {
  const { data: rates } = useCryptoRates();
  return (
    <div>
      <p className={styles.price} data-testid="pack-price">
        {formatUsd(priceCents)}
      </p>
      {rates && (
        <p className={styles.muted} data-testid="pack-crypto-price">
          {RATE_DISPLAY_COINS.filter((coin) => rates[coin])
            .map((coin) => `≈ ${formatCoin(centsToCoinMicroUnits(priceCents, rates[coin]), coin)}`)
            .join(' · ')}
        </p>
      )}
    </div>
  );
}
