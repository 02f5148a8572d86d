/** The fiat-to-crypto on-ramp (MoonPay): its widget URLs must carry our signature. */
export interface OnRampPort {
  /** The widget's host; only URLs on it are signed. */
  readonly host: string;
  /** `url` with `signature` appended: base64 HMAC-SHA256 of its query string (from '?') with the secret key. */
  signUrl(url: string): Promise<string>;
}
