import { AdminPlaceholder } from '../features/admin/AdminPlaceholder';

/** Every /admin/* path without a screen of its own yet (more specific routes take over as they come). */
export default function AdminPage() {
  return <AdminPlaceholder />;
}
