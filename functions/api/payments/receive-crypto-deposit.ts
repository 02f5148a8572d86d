import { webhookRoutes } from '../../../shared/api/routes/webhooks';
import { receiveDepositNotification } from '../../domain/crypto/deposits';
import { endpoint } from '../../lib/http';

/** The custody provider's transfer webhook: confirmed deposits to our addresses are credited, each once. */
export const receiveCryptoDeposit = endpoint(
  webhookRoutes.receiveCryptoDeposit,
  async (deps, { body, logger }) => ({
    outcome: await receiveDepositNotification({ ...deps, logger }, body),
  }),
);
