import { Outlet } from 'react-router-dom';

/** Frame of every signed-in admin page; the admin console issue adds the side menu and top bar. */
export default function LayoutPage() {
  return <Outlet />;
}
