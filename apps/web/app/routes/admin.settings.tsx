import { redirect } from 'react-router';

/** /admin/settings (the sidebar's bottom "settings" item): the general settings. */
export function loader() {
  return redirect('/admin/settings/general');
}

export default function AdminSettings() {
  return null;
}
