import { useEffect, useState } from 'react';
import type { AppSettings } from '../../../../../shared/domain/app-settings';
import { ON_RAMP_MIN_BASE_AMOUNT_CENTS } from '../../../../../shared/domain/constants';
import type { Currency } from '../../../../../shared/domain/enums';
import { messages } from '../../../../../shared/domain/messages';
import { usdInputFromCents } from '../../../../../shared/format/usd';
import * as formStyles from '../../../components/form/form.css';
import { Loader } from '../../../components/loader/loader';
import { Modal } from '../../../components/modal/modal';
import { ErrorState } from '../../../components/status/error-state';
import { signOnRampUrl } from '../api/sign-on-ramp-url';
import * as styles from './payments.css';

/** The on-ramp's name on the 'Top Up with' button. */
export const ON_RAMP_NAME = 'MoonPay';

/** The on-ramp widget URL that buys `coin` for `walletAddress`, from the minimum base amount ($30). */
export function onRampWidgetUrl(
  onRamp: AppSettings['onRamp'],
  coin: Currency,
  walletAddress: string,
): string {
  const url = new URL(onRamp.url);
  url.search = new URLSearchParams({
    apiKey: onRamp.publicKey,
    currencyCode: coin.toLowerCase(),
    walletAddress,
    baseCurrencyCode: 'usd',
    baseCurrencyAmount: usdInputFromCents(ON_RAMP_MIN_BASE_AMOUNT_CENTS),
  }).toString();
  return url.href;
}

/** The on-ramp frame: the provider's widget, its URL signed by the server, buying the coin into the deposit address. */
export function OnRampModal({ widgetUrl, onClose }: { widgetUrl: string; onClose: () => void }) {
  const [signed, setSigned] = useState<{ url: string } | { failed: true } | null>(null);
  useEffect(() => {
    let cancelled = false;
    signOnRampUrl(widgetUrl)
      .then((url) => !cancelled && setSigned({ url }))
      .catch((error: unknown) => {
        console.warn('on-ramp signature failed', error);
        if (!cancelled) setSigned({ failed: true });
      });
    return () => {
      cancelled = true;
    };
  }, [widgetUrl]);
  return (
    <Modal title={`Top Up with ${ON_RAMP_NAME}`} onClose={onClose}>
      <div className={formStyles.form}>
        <p className={formStyles.hint}>
          The minimum purchase is ${usdInputFromCents(ON_RAMP_MIN_BASE_AMOUNT_CENTS)}.
        </p>
        {!signed ? (
          <Loader />
        ) : 'failed' in signed ? (
          <ErrorState message={messages.tryAgainLater} />
        ) : (
          <iframe
            src={signed.url}
            title={ON_RAMP_NAME}
            className={styles.widgetFrame}
            allow="accelerometer; autoplay; camera; gyroscope; payment"
            data-testid="on-ramp-frame"
          />
        )}
      </div>
    </Modal>
  );
}
