import { Toaster } from 'react-hot-toast';
import { useLocation } from 'react-router';

/** Spec 1 §9 toast durations; react-hot-toast already keeps at most 20 visible (spec 1 §4). */
const TOAST_OPTIONS = {
  duration: 4000,
  success: { duration: 3000 },
  error: { duration: 4000 },
  className: 'toast',
} as const;

/**
 * The toasts, loaded with the first one. In the admin area they sit bottom-right: its screens keep
 * their save and bulk buttons at the top right, and a toast there (paused while hovered) would
 * cover the very button the person is reaching for.
 */
export default function AppToaster() {
  const admin = useLocation().pathname.startsWith('/admin');
  return admin ? (
    <Toaster position="bottom-right" toastOptions={TOAST_OPTIONS} />
  ) : (
    <Toaster position="top-right" toastOptions={TOAST_OPTIONS} containerStyle={{ top: 80 }} />
  );
}
