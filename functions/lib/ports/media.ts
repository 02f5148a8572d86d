/** Media storage (artwork, video, audio) addressed by key; answers turn keys into `${MEDIA_BASE_URL}/${key}` URLs. */
export interface MediaPort {
  put(key: string, body: string | Uint8Array, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}
