import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { pageMeta } from '../features/i18n/meta';
import type { Route } from './+types/auth.reset-password';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'reset.title', 'reset.subtitle'),
  { name: 'robots', content: 'noindex' },
  // The token is in the URL: never hand it to another site as a referrer.
  { name: 'referrer', content: 'no-referrer' },
];

export default function ResetPassword() {
  return <ResetPasswordPage />;
}
