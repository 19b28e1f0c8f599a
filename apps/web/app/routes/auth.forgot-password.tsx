import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { pageMeta } from '../features/i18n/meta';
import type { Route } from './+types/auth.forgot-password';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'forgot.title', 'forgot.subtitle');

export default function ForgotPassword() {
  return <ForgotPasswordPage />;
}
