import { Loader } from '../../../components/loader/loader';
import { useMe } from '../../../lib/get-me';
import { NotificationSettingsForm } from '../components/notification-settings-form';
import { ProfileShell } from '../components/profile-shell';

/** /account/notifications (notificationsEnabled). */
export function NotificationSettingsRoute() {
  const { data: me } = useMe();
  return <ProfileShell>{me ? <NotificationSettingsForm me={me} /> : <Loader />}</ProfileShell>;
}
