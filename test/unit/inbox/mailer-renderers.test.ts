import { describe, expect, it } from 'vitest';
import { type BusEnvelope, newEvent } from '../../../functions/events/catalog';
import { renderMessage } from '../../../functions/events/consumers/mailer';
import { notificationRequestOf } from '../../../functions/events/notification-requests';
import { ManualClock } from '../../../functions/lib/clock';
import type { Deps } from '../../../functions/lib/deps';
import { parseEnv } from '../../../functions/lib/env';

const deps = {
  env: parseEnv({ STAGE: 'test', TABLE_NAME: 't', SITE_URL: 'https://collectibles.example' }),
  clock: new ManualClock(),
  newId: () => 'EVENT1',
} as unknown as Deps;

const envelope = (event: ReturnType<typeof newEvent>): BusEnvelope => ({
  id: event.id,
  'detail-type': event.type,
  source: 'test',
  time: event.occurredAt,
  detail: event.detail as Record<string, unknown>,
});

describe('mailer renderers for account events', () => {
  it('sends the verification link under SITE_URL with the code', async () => {
    const event = newEvent(deps, 'EmailVerificationRequested', {
      user_uuid: 'U1',
      email: 'a@b.co',
      code: 'XYZ 1',
    });
    const message = await renderMessage(envelope(event), deps);
    expect(message).toMatchObject({ channel: 'email', to: 'a@b.co', subject: 'Verify your email address' });
    expect(message?.body).toContain('https://collectibles.example/app/confirm-email?code=XYZ%201');
  });

  it('sends one-time codes by SMS or e-mail, and the e-mail change code to the new address', async () => {
    const sms = newEvent(deps, 'OneTimeCodeIssued', {
      channel: 'sms',
      to: '+15550001111',
      code: '123456',
      purpose: 'x',
    });
    expect(await renderMessage(envelope(sms), deps)).toMatchObject({
      channel: 'sms',
      to: '+15550001111',
      body: 'Your Collectibles code is 123456',
    });
    const change = newEvent(deps, 'EmailChangeRequested', {
      user_uuid: 'U1',
      email: 'new@b.co',
      code: '654321',
    });
    expect(await renderMessage(envelope(change), deps)).toMatchObject({ channel: 'email', to: 'new@b.co' });
  });

  it('refuses codes that are not 6 digits', () => {
    expect(() =>
      newEvent(deps, 'OneTimeCodeIssued', {
        channel: 'sms',
        to: '+15550001111',
        code: '12345',
        purpose: 'x',
      }),
    ).toThrow();
  });
});

describe('events that imply a notification', () => {
  it('turn password and two-factor changes into account security notices', () => {
    const password = envelope(newEvent(deps, 'PasswordChanged', { user_uuid: 'U1' }));
    expect(notificationRequestOf(password)).toEqual({
      user_uuid: 'U1',
      notification_type: 26,
      subject: 'your password was changed',
    });
    const twoFactor = envelope(newEvent(deps, 'TwoFactorChanged', { user_uuid: 'U1', channel_2fa: 'app' }));
    expect(notificationRequestOf(twoFactor)?.subject).toBe(
      'two-factor sign-in now uses the authenticator app',
    );
  });

  it('ignore other events', () => {
    const subscribed = envelope(newEvent(deps, 'EmailSubscribed', { email: 'a@b.co', tags: [] }));
    expect(notificationRequestOf(subscribed)).toBeUndefined();
  });
});
