import { cryptoRoutes } from '../../../shared/api/routes/crypto';
import { cryptoRates } from '../../domain/crypto/market';
import { endpoint } from '../../lib/http';

/** USD per whole coin, keyed by coin. */
export const getCryptoRates = endpoint(cryptoRoutes.getCryptoRates, (deps) => cryptoRates(deps));
