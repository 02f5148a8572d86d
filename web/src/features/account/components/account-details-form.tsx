import { type FormEvent, useState } from 'react';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import { EmailField } from '../../../components/form/email-field';
import * as formStyles from '../../../components/form/form.css';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { useAccountModal } from '../../../lib/auth';
import type { Me } from '../../../lib/get-me';
import {
  validateCurrentPassword,
  validateDiscord,
  validateEmail,
  validateUsername,
} from '../../../utils/validation';
import { startChangeEmail } from '../api/start-change-email';
import { updateMe } from '../api/update-me';
import { SettingsSection } from './settings-section';
import { useSave } from './use-save';

type Errors = Partial<Record<'currentPassword' | 'username' | 'email' | 'discord', string | null>>;

/**
 * Account details (spec part 1 §2 'Account'): username or Discord changes go to PATCH /me, an e-mail change to
 * start-change-email; the Discord name cannot change once set. Save is enabled only on a change.
 */
export function AccountDetailsForm({ me }: { me: Me }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [username, setUsername] = useState(me.username);
  const [email, setEmail] = useState(me.email);
  const [discord, setDiscord] = useState(me.discord_username ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const { busy, fieldErrors, save } = useSave({
    currentPassword: 'current_password',
    username: 'username',
    email: 'email',
    discord: 'discord_username',
  });
  const openAccountModal = useAccountModal();

  const profileChanged = username !== me.username || discord !== (me.discord_username ?? '');
  const emailChanged = email.trim() !== me.email;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      currentPassword: validateCurrentPassword(currentPassword),
      username: validateUsername(username),
      email: validateEmail(email),
      discord: validateDiscord(discord),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const saved = await save(async () => {
      if (profileChanged) {
        await updateMe({
          current_password: currentPassword,
          ...(username !== me.username && { username }),
          ...(discord !== (me.discord_username ?? '') && { discord_username: discord }),
        });
      }
      if (emailChanged) await startChangeEmail(email.trim(), currentPassword);
    }, messages.changesApplied);
    if (saved) setCurrentPassword('');
  };

  return (
    <SettingsSection title="Account details">
      <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Account details">
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={setCurrentPassword}
          error={errors.currentPassword ?? fieldErrors.currentPassword}
        />
        <TextField
          label="Username"
          value={username}
          onChange={(event) => setUsername(event.target.value.replace(/\s/g, ''))}
          error={errors.username ?? fieldErrors.username}
        />
        <EmailField
          value={email}
          onChange={setEmail}
          error={errors.email ?? fieldErrors.email}
          hint={
            !me.email_verified && (
              <span data-testid="email-unverified">
                {messages.emailUnverified}{' '}
                <Button variant="ghost" size="sm" onClick={() => openAccountModal('verifyEmail')}>
                  Resend verification email
                </Button>
              </span>
            )
          }
        />
        <TextField
          label="Discord username"
          value={discord}
          disabled={me.discord_username !== null}
          onChange={(event) => setDiscord(event.target.value)}
          error={errors.discord ?? fieldErrors.discord}
        />
        <div className={formStyles.actions}>
          <Button type="submit" disabled={busy || !(profileChanged || emailChanged)}>
            Save
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
