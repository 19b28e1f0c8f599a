import { VerifyEmailPage } from '../features/auth/VerifyEmailPage';
import { pageMeta } from '../features/i18n/meta';
import type { Route } from './+types/auth.verify-email';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'verify.title', 'verify.checking'),
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

export default function VerifyEmail() {
  return <VerifyEmailPage />;
}
