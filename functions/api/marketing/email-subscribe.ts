import { liveRoutes } from '../../../shared/api/routes/live';
import { PASS_RAFFLE_TAG } from '../../../shared/api/schemas/pass';
import { conditionFailedAt, transactWrite } from '../../data/db';
import { recordEvent } from '../../data/outbox-event';
import { putNewSubscriber } from '../../data/subscriber';
import { enterPassRaffle } from '../../domain/pass/enter-raffle';
import { newEvent } from '../../events/catalog';
import { limitRate, requireCaptcha } from '../../lib/auth/guards';
import { endpoint } from '../../lib/http';

/**
 * Subscribes an address once: the subscriber item and its EmailSubscribed event are one transaction, so the
 * confirmation e-mail is sent exactly when a new subscription is saved. Subscribing again answers the same.
 * The pass page's raffle tag also enters the address in the allowlist raffle, even when it was already subscribed.
 * A public form like sign-up: a captcha, and a few subscriptions per client and per e-mail address.
 */
export const emailSubscribe = endpoint(liveRoutes.emailSubscribe, async (deps, { body, sourceIp }) => {
  await requireCaptcha(deps, body['g-recaptcha-response'], sourceIp);
  const email = body.email.toLowerCase();
  await limitRate(deps, [
    { kind: 'subscribe', key: email },
    { kind: 'subscribe', key: sourceIp },
  ]);
  try {
    await transactWrite(deps.db, [
      putNewSubscriber(deps.db, { email, tags: body.tags, subscribedAt: deps.clock.now().toISOString() }),
      recordEvent(deps.db, newEvent(deps, 'EmailSubscribed', { email, tags: body.tags })),
    ]);
  } catch (error) {
    // Subscribed already: the address's item exists.
    if (!conditionFailedAt(error, 0)) throw error;
  }
  if (body.tags.includes(PASS_RAFFLE_TAG)) await enterPassRaffle(deps, email);
  return { subscribed: true as const };
});
