import { cryptoRoutes } from '../../../shared/api/routes/crypto';
import { signOnRampUrl as signUrl } from '../../domain/crypto/on-ramp';
import { endpoint } from '../../lib/http';

/** The on-ramp widget URL with its signature, so the widget opens with our wallet address and amount. */
export const signOnRampUrl = endpoint(cryptoRoutes.signOnRampUrl, (deps, { body }) =>
  signUrl(deps, body.url),
);
