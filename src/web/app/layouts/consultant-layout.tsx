import { Outlet } from 'react-router';

export function ConsultantLayout() {
  return <Outlet />;
}
