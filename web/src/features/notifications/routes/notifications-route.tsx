import { Page } from '../../../components/page/page';
import { NotificationsList } from '../components/notifications-list';

/** /notifications (logged in, notificationsEnabled). */
export function NotificationsRoute() {
  return (
    <Page title="Notifications" testId="notifications">
      <NotificationsList />
    </Page>
  );
}
