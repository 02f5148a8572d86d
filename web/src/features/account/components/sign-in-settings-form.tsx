import { type FormEvent, useState } from 'react';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import * as formStyles from '../../../components/form/form.css';
import type { Me } from '../../../lib/get-me';
import { setTwoFactorChannel } from '../api/set-two-factor-channel';
import { type AuthenticatorSetup, AuthenticatorSetupModal } from './authenticator-setup-modal';
import { SettingsSection } from './settings-section';
import { useSave } from './use-save';

type Channel = Me['channel_2fa'];

const channelLabels: Record<Channel, string> = {
  app: 'Authenticator app',
  phone: 'Mobile phone number',
};

/** Sign-in settings: the 2FA method. The app answers a setup key and link, verified in the setup modal. */
export function SignInSettingsForm({ me }: { me: Me }) {
  const [channel, setChannel] = useState<Channel>(me.channel_2fa);
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const { busy, save } = useSave();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (channel === 'phone') {
      await save(() => setTwoFactorChannel('phone'), messages.changesApplied);
      return;
    }
    try {
      const answer = await setTwoFactorChannel('app');
      if (answer.setup_key && answer.verify_device_link) {
        setSetup({ setupKey: answer.setup_key, link: answer.verify_device_link });
      }
    } catch (error) {
      console.warn('2FA change failed', error);
    }
  };

  return (
    <SettingsSection title="Sign-in settings">
      <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Sign-in settings">
        <fieldset className={formStyles.form}>
          <legend className={formStyles.label}>Two-factor authentication method</legend>
          {(Object.keys(channelLabels) as Channel[]).map((value) => (
            <label key={value} className={formStyles.check}>
              <input
                type="radio"
                name="channel_2fa"
                value={value}
                checked={channel === value}
                onChange={() => setChannel(value)}
              />
              {channelLabels[value]}
            </label>
          ))}
        </fieldset>
        <div className={formStyles.actions}>
          <Button type="submit" disabled={busy || channel === me.channel_2fa}>
            Save
          </Button>
        </div>
      </form>
      {setup && <AuthenticatorSetupModal setup={setup} onClose={() => setSetup(null)} />}
    </SettingsSection>
  );
}
