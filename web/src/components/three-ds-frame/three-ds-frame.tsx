import { useEffectEvent, useLayoutEffect } from 'react';
import { clearThreeDsResult, listenForThreeDsResult, type ThreeDsResult } from '../../lib/three-ds';
import { frame } from './three-ds-frame.css';

export interface ThreeDsFrameProps {
  /** The processor's challenge page (the redirect_url of a 'challenge' answer). */
  url: string;
  /** Called once, when the page has come back to /3ds-success or /3ds-failure inside the frame. */
  onResult: (result: ThreeDsResult) => void;
}

/**
 * The 3-D Secure frame: the card issuer's challenge page in an iframe. The challenge ends on the app's
 * /3ds-success or /3ds-failure page inside the frame, which reports the query string to this window; the caller
 * then validates it (POST /payments/validate-3ds). Mount one per challenge (key it by the URL).
 */
export function ThreeDsFrame({ url, onResult }: ThreeDsFrameProps) {
  const report = useEffectEvent(onResult);
  // Listening from the commit itself: a passive effect runs a moment after the frame is in the page, and a result
  // reported in between (a fast challenge page, a test) would be lost.
  useLayoutEffect(() => {
    // An older challenge's result must not count for this one.
    clearThreeDsResult();
    let reported = false;
    return listenForThreeDsResult((result) => {
      if (reported) return;
      reported = true;
      report(result);
    });
  }, []);
  return <iframe src={url} title="3-D Secure" className={frame} data-testid="three-ds-frame" />;
}
