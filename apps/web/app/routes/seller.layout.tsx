import { backOfficeClientLoader } from '../features/admin/kit/language-texts';
import { useAdminTexts } from '../features/admin/kit/use-admin-texts';
import { pageMeta } from '../features/i18n/meta';
import { SellerLayout } from '../features/seller/SellerLayout';
import { loadSellerLayout } from '../features/seller/seller-loader';
import { ErrorPage } from '../features/shell/ErrorPage';
import type { Route } from './+types/seller.layout';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'seller.title', 'seller.title'),
  { name: 'robots', content: 'noindex' },
];

export function loader({ context, request }: Route.LoaderArgs) {
  return loadSellerLayout(context, request);
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => backOfficeClientLoader(serverLoader);

export default function Seller({ loaderData }: Route.ComponentProps) {
  useAdminTexts(loaderData.lang, loaderData.texts);
  return <SellerLayout application={loaderData.application} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
