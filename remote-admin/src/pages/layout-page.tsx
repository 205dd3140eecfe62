import { AdminLayout } from '../features/console-layout/components/admin-layout';

/** Frame of every signed-in admin page: side menu, top bar, inactivity logout. */
export default function LayoutPage() {
  return <AdminLayout />;
}
