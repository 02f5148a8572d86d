import { cryptoRoutes } from '../../../shared/api/routes/crypto';
import { ethGasFee } from '../../domain/crypto/market';
import { endpoint } from '../../lib/http';

/** The 'Gas' fee of a payment in ETH-network coins, which the web refreshes every 6 s. */
export const getEthGasFee = endpoint(cryptoRoutes.getEthGasFee, (deps) => ethGasFee(deps));
