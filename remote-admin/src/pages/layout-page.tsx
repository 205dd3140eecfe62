import { AdminLayout } from '../features/console-layout/components/admin-layout';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { TopBarSearch } from '../features/search/components/top-bar-search';

/** Frame of every signed-in admin page: side menu, top bar (search, notifications), inactivity logout. */
export default function LayoutPage() {
  return <AdminLayout search={<TopBarSearch />} notifications={<NotificationBell />} />;
}
