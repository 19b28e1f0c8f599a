import { DashboardPage } from '../features/admin/DashboardPage';

export default function AdminDashboard() {
  return <DashboardPage />;
}
