import { isApiError } from '../../../lib/api-client';

/** The payment partner's reads answer 404 while the user has nothing there yet: that is 'none', not a failure. */
export const notFoundAsNull = <T>(read: Promise<T>): Promise<T | null> =>
  read.catch((error: unknown) => {
    if (isApiError(error, 404)) return null;
    throw error;
  });
