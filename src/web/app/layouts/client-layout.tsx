import { Outlet } from 'react-router';

export function ClientLayout() {
  return <Outlet />;
}
