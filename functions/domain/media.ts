import type { Env } from '../lib/env';

/** Records keep storage keys; answers carry URLs under the media base (CloudFront in AWS, /media locally). */
export const mediaUrl = (env: Pick<Env, 'MEDIA_BASE_URL'>, key: string): string =>
  `${env.MEDIA_BASE_URL.replace(/\/$/, '')}/${key}`;

export const optionalMediaUrl = (env: Pick<Env, 'MEDIA_BASE_URL'>, key: string | null): string | null =>
  key === null ? null : mediaUrl(env, key);
