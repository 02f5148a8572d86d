import { APP_BASE_PATH } from '../../../shared/domain/constants';

/** Build-time settings. The API is same-origin under /api (shared/api/route.ts), so there is no API URL. */
export const env = {
  /** Where the app is mounted; wouter's Router base. Matches `base` in web/vite.config.ts. */
  basePath: APP_BASE_PATH,
} as const;
