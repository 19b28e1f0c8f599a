import { LegalPage } from '../features/content/LegalPage';
import { loadContentPage } from '../features/content/page-loader';
import { seoMeta } from '../features/seo/meta';
import { NotFoundPage } from '../features/shell/NotFoundPage';
import type { Route } from './+types/content.privacy';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const page = loaderData?.page;
  if (!page) return [{ name: 'robots', content: 'noindex' }];
  return seoMeta(matches, {
    title: page.metaTitle || page.title,
    description: page.metaDescription || page.lead,
    origin: loaderData.origin,
    path: '/privacy',
  });
};

export function loader({ request, context }: Route.LoaderArgs) {
  return loadContentPage(request, context, 'privacy');
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  if (!loaderData.page) return <NotFoundPage />;
  return <LegalPage page={loaderData.page} origin={loaderData.origin} />;
}
