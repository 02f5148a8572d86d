import { type FormEvent, useState } from 'react';
import {
  lockedEmailTopics,
  notificationTopicLabels,
  notificationTopics,
} from '../../../../../shared/domain/enums';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import * as formStyles from '../../../components/form/form.css';
import type { Me } from '../../../lib/get-me';
import { type NotificationSettings, updateNotificationSettings } from '../api/update-notification-settings';
import * as styles from './settings.css';
import { useSave } from './use-save';

const flagNames = notificationTopics.flatMap((topic) => [`${topic}_notifications`, `${topic}_emails`]);

const settingsOf = (me: Me): NotificationSettings =>
  Object.fromEntries(flagNames.map((name) => [name, me[name as keyof Me] === true]));

/**
 * Per-topic in-app and e-mail toggles; receipts and system e-mails are always on (disabled). Save only when
 * something changed.
 */
export function NotificationSettingsForm({ me }: { me: Me }) {
  const [saved, setSaved] = useState(() => settingsOf(me));
  const [settings, setSettings] = useState(saved);
  const { busy, save } = useSave();
  const changed = flagNames.some((name) => settings[name] !== saved[name]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await save(() => updateNotificationSettings(settings), messages.changesApplied)) setSaved(settings);
  };
  const toggle = (name: string) => setSettings((current) => ({ ...current, [name]: !current[name] }));

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Notification settings">
      <table className={styles.toggles}>
        <thead>
          <tr>
            <th className={styles.cell}>Topic</th>
            <th className={styles.cell}>In-app</th>
            <th className={styles.cell}>Email</th>
          </tr>
        </thead>
        <tbody>
          {notificationTopics.map((topic) => {
            const label = notificationTopicLabels[topic];
            const inApp = `${topic}_notifications`;
            const email = `${topic}_emails`;
            const emailLocked = lockedEmailTopics.includes(topic);
            return (
              <tr key={topic}>
                <th className={styles.cell} scope="row">
                  {label}
                </th>
                <td className={styles.cell}>
                  <input
                    type="checkbox"
                    aria-label={`${label} in-app`}
                    checked={settings[inApp]}
                    onChange={() => toggle(inApp)}
                  />
                </td>
                <td className={styles.cell}>
                  <input
                    type="checkbox"
                    aria-label={`${label} email`}
                    checked={emailLocked || settings[email]}
                    disabled={emailLocked}
                    onChange={() => toggle(email)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className={formStyles.actions}>
        <Button type="submit" disabled={busy || !changed}>
          Save
        </Button>
      </div>
    </form>
  );
}
