import { RegisterPage } from '../features/auth/RegisterPage';
import { pageMeta } from '../features/i18n/meta';
import type { Route } from './+types/auth.register';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'register.title', 'register.subtitle');

export default function Register() {
  return <RegisterPage />;
}
