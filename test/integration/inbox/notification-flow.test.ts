import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../functions/data/db';
import { listDeadLetters } from '../../../functions/data/dead-letter';
import { listNotifications } from '../../../functions/data/notification';
import { listSentMessages } from '../../../functions/data/sent-message';
import { type EventDetail, newEvent } from '../../../functions/events/catalog';
import type { Deps } from '../../../functions/lib/deps';
import { newId } from '../../../functions/lib/ids';
import type { LocalRuntime } from '../../../scripts/local-cloud/runtime';
import { NotificationType } from '../../../shared/domain/enums';
import { callApi } from '../../support/api';
import { createTestDb } from '../../support/db';
import { createTestDeps } from '../../support/deps';
import { createTestRuntime, waitFor } from '../local-cloud/support';
import { allFlagsOff, createUser } from './users';

let db: Db;
let api: Deps;
let runtime: LocalRuntime | undefined;

beforeAll(async () => {
  db = await createTestDb();
  api = createTestDeps(db).deps;
});

afterEach(async () => {
  await runtime?.stop();
  runtime = undefined;
});

async function startRuntime() {
  runtime = createTestRuntime(db);
  await runtime.start();
  return runtime;
}

const sentTo = async (to: string) => (await listSentMessages(db)).filter((message) => message.to === to);

/** Waits until the inbox and mailer queues have consumed everything published so far. */
const drained = (local: LocalRuntime) =>
  waitFor('the inbox and mailer queues to drain', async () => {
    const depths = await local.ops.queueDepths();
    return ['inbox', 'mailer'].every((queue) => {
      const depth = depths.find((item) => item.queue === queue);
      return depth?.visible === 0 && depth.inFlight === 0;
    });
  });

const request = (detail: EventDetail<'NotificationRequested'>) =>
  newEvent(api, 'NotificationRequested', detail);

describe('notifications from events to the inbox', () => {
  it('stores a requested notification, e-mails it, and the API lists, counts and acknowledges it', async () => {
    const local = await startRuntime();
    const { user, auth } = await createUser(db, api);
    const event = request({
      user_uuid: user.uuid,
      notification_type: NotificationType.outbid,
      subject: 'Genesis #7',
      auction: { id: 'A7', title: 'Genesis' },
      extra: { nft_uuid: 'N7', nft_item_uuid: 'I7' },
    });
    await local.deps.bus.publish([event]);

    const [mail] = await waitFor('the notification e-mail', async () => {
      const sent = await sentTo(user.email);
      return sent.length > 0 && sent;
    });
    expect(mail).toMatchObject({ channel: 'email', subject: 'You have been outbid on Genesis #7' });
    expect(mail?.body).toContain('http://localhost:3000/app/nft/N7/A7/auction');

    await waitFor(
      'the stored notification',
      async () => (await listNotifications(db, user.uuid, { start: 0, limit: 1 })).count === 1,
    );
    const list = await callApi(api, 'GET', '/api/inbox/', undefined, auth);
    expect(list.body).toEqual({
      count: 1,
      next: null,
      results: [
        {
          id: event.id,
          notification_type: 1,
          created_at: event.occurredAt,
          read_at: null,
          subject: 'You have been outbid on Genesis #7',
          link: '/app/nft/N7/A7/auction',
          auction: { id: 'A7', title: 'Genesis' },
          extra: { nft_uuid: 'N7', nft_item_uuid: 'I7' },
        },
      ],
    });
    expect((await callApi(api, 'GET', '/api/inbox/unread', undefined, auth)).body).toEqual({ unread: 1 });
    expect((await callApi(api, 'POST', '/api/inbox/ack', { id_list: [event.id] }, auth)).body).toEqual({
      acknowledged: 1,
    });
    expect((await callApi(api, 'GET', '/api/inbox/unread', undefined, auth)).body).toEqual({ unread: 0 });
  });

  it('stores and e-mails a notification delivered twice once', async () => {
    const local = await startRuntime();
    const { user } = await createUser(db, api);
    const event = request({
      user_uuid: user.uuid,
      notification_type: NotificationType.offerReceived,
      subject: 'Orb',
    });
    await local.deps.bus.publish([event]);
    await local.deps.bus.publish([event]);
    await drained(local);
    expect((await listNotifications(db, user.uuid, { start: 0, limit: 10 })).count).toBe(1);
    expect(await sentTo(user.email)).toHaveLength(1);
  });

  it('honours the flags: nothing stored with in-app off; only receipts and system e-mails with e-mails off', async () => {
    const local = await startRuntime();
    const { user } = await createUser(db, api, allFlagsOff);
    await local.deps.bus.publish([
      request({ user_uuid: user.uuid, notification_type: NotificationType.outbid, subject: 'Bid item' }),
      request({
        user_uuid: user.uuid,
        notification_type: NotificationType.offerAccepted,
        subject: 'Offer item',
      }),
      request({
        user_uuid: user.uuid,
        notification_type: NotificationType.nftBought,
        subject: 'Receipt item',
      }),
      newEvent(api, 'PasswordChanged', { user_uuid: user.uuid }),
    ]);
    await waitFor('the two always-on e-mails', async () => (await sentTo(user.email)).length === 2);
    await drained(local);

    expect((await listNotifications(db, user.uuid, { start: 0, limit: 10 })).count).toBe(0);
    const subjects = (await sentTo(user.email)).map((message) => message.subject).sort();
    expect(subjects).toEqual(['Security notice: your password was changed', 'You bought Receipt item']);
  });

  it('stores only the topics whose in-app flag is on, and e-mails only the topics whose e-mail flag is on', async () => {
    const local = await startRuntime();
    const { user } = await createUser(db, api, {
      ...allFlagsOff,
      offers_notifications: true,
      bidding_emails: true,
    });
    await local.deps.bus.publish([
      request({ user_uuid: user.uuid, notification_type: NotificationType.outbid, subject: 'Bid item' }),
      request({
        user_uuid: user.uuid,
        notification_type: NotificationType.offerDeclined,
        subject: 'Offer item',
      }),
    ]);
    await waitFor('the bidding e-mail', async () => (await sentTo(user.email)).length === 1);
    await drained(local);

    const stored = await listNotifications(db, user.uuid, { start: 0, limit: 10 });
    expect(stored.notifications.map((n) => n.subject)).toEqual(['Your offer on Offer item was declined']);
    expect((await sentTo(user.email)).map((m) => m.subject)).toEqual(['You have been outbid on Bid item']);
  });

  it('turns a two-factor change into a stored security notice', async () => {
    const local = await startRuntime();
    const { user } = await createUser(db, api);
    await local.deps.bus.publish([
      newEvent(api, 'TwoFactorChanged', { user_uuid: user.uuid, channel_2fa: 'app' }),
    ]);
    const stored = await waitFor('the security notice', async () => {
      const page = await listNotifications(db, user.uuid, { start: 0, limit: 10 });
      return page.count === 1 && page.notifications[0];
    });
    expect(stored).toMatchObject({
      notificationType: NotificationType.accountSecurity,
      subject: 'Security notice: two-factor sign-in now uses the authenticator app',
      link: '/app/account/settings',
    });
  });

  it('neither stores nor e-mails a type outside the known list, and does not dead-letter it', async () => {
    const local = await startRuntime();
    const { user } = await createUser(db, api);
    const event = request({ user_uuid: user.uuid, notification_type: 99, subject: 'Mystery' });
    await local.deps.bus.publish([event]);
    await drained(local);
    expect((await listNotifications(db, user.uuid, { start: 0, limit: 10 })).count).toBe(0);
    expect(await sentTo(user.email)).toEqual([]);
    const letters = await listDeadLetters(db);
    expect(letters.filter((letter) => JSON.stringify(letter.payload).includes(event.id))).toEqual([]);
  });
});

describe('account e-mails and SMS', () => {
  it('e-mails the verification link with the code', async () => {
    const local = await startRuntime();
    const email = `verify-${newId().toLowerCase()}@example.com`;
    await local.deps.bus.publish([
      newEvent(api, 'EmailVerificationRequested', { user_uuid: crypto.randomUUID(), email, code: 'C0DE42' }),
    ]);
    const [mail] = await waitFor('the verification e-mail', async () => {
      const sent = await sentTo(email);
      return sent.length > 0 && sent;
    });
    expect(mail).toMatchObject({ channel: 'email', subject: 'Verify your email address' });
    expect(mail?.body).toContain('http://localhost:3000/app/confirm-email?code=C0DE42');
  });

  it('sends a one-time code by SMS and an e-mail change code to the new address', async () => {
    const local = await startRuntime();
    const phone = `+1555${Math.floor(Math.random() * 1e7)
      .toString()
      .padStart(7, '0')}`;
    const newEmail = `change-${newId().toLowerCase()}@example.com`;
    await local.deps.bus.publish([
      newEvent(api, 'OneTimeCodeIssued', { channel: 'sms', to: phone, code: '482913', purpose: 'register' }),
      newEvent(api, 'EmailChangeRequested', {
        user_uuid: crypto.randomUUID(),
        email: newEmail,
        code: '771204',
      }),
    ]);
    const [sms] = await waitFor('the SMS', async () => {
      const sent = await sentTo(phone);
      return sent.length > 0 && sent;
    });
    expect(sms).toMatchObject({ channel: 'sms', body: 'Your Collectibles code is 482913' });
    const [mail] = await waitFor('the e-mail change code', async () => {
      const sent = await sentTo(newEmail);
      return sent.length > 0 && sent;
    });
    expect(mail).toMatchObject({ channel: 'email', body: 'Your Collectibles code is 771204' });
  });
});
