import { webhookRoutes } from '../../../shared/api/routes/webhooks';
import { applyChargeDispute } from '../../domain/payments/apply-dispute';
import { UnauthorizedError } from '../../lib/errors';
import { endpoint } from '../../lib/http';

/** The card processor's webhook: refused unless signed by it; a chargeback is applied once, other events acknowledged. */
export const receiveCardWebhook = endpoint(
  webhookRoutes.receiveCardWebhook,
  async (deps, { rawBody, headers, logger }) => {
    const webhook = await deps.cards.readWebhook(rawBody ?? '', headers);
    if (!webhook) throw new UnauthorizedError('The webhook signature is not valid.');
    if (webhook.kind !== 'dispute') {
      logger.info('card webhook acknowledged', { type: webhook.type, eventId: webhook.eventId });
      return { outcome: 'ignored' as const };
    }
    return { outcome: await applyChargeDispute({ ...deps, logger }, webhook) };
  },
);
