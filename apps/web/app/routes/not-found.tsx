import { data } from 'react-router';
import { pageMeta } from '../features/i18n/meta';
import { ErrorPage } from '../features/shell/ErrorPage';
import { NotFoundPage } from '../features/shell/NotFoundPage';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'notFound.title', 'notFound.text');

/** Thrown so the document answers with HTTP 404, not 200. */
export function loader(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export default function NotFound() {
  return <NotFoundPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
