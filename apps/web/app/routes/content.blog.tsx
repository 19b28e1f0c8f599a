import { translate } from '@sen/core/i18n/translate';
import { BlogPage } from '../features/content/BlogPage';
import { loadBlog } from '../features/content/blog-loader';
import { metaLanguage } from '../features/i18n/meta';
import { seoMeta } from '../features/seo/meta';
import { NotFoundPage } from '../features/shell/NotFoundPage';
import type { Route } from './+types/content.blog';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const lang = metaLanguage(matches);
  const tag = loaderData?.tag;
  return seoMeta(matches, {
    title: tag ? `#${tag} · ${translate(lang, 'blog.title')}` : translate(lang, 'blog.title'),
    description: translate(lang, 'blog.lead'),
    origin: loaderData?.origin ?? '',
    path: tag ? `/blog?tag=${encodeURIComponent(tag)}` : '/blog',
  });
};

export function loader({ request, context }: Route.LoaderArgs) {
  return loadBlog(request, context);
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  if (!loaderData.listing) return <NotFoundPage />;
  // Keyed so a new tag starts again at two cards.
  return <BlogPage key={loaderData.tag ?? ''} listing={loaderData.listing} tag={loaderData.tag} origin={loaderData.origin} />;
}
