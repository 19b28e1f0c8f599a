import { translate } from '@sen/core/i18n/translate';
import { BlogPage } from '../features/content/BlogPage';
import { loadBlog } from '../features/content/blog-loader';
import { metaLanguage } from '../features/i18n/meta';
import { seoMeta } from '../features/seo/meta';
import { NotFoundPage } from '../features/shell/NotFoundPage';
import type { Route } from './+types/content.blog-category';

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const lang = metaLanguage(matches);
  const category = loaderData?.listing?.category;
  if (!category) return [{ title: translate(lang, 'blog.categoryNotFound') }, { name: 'robots', content: 'noindex' }];
  return seoMeta(matches, {
    title: `${category.name} · ${translate(lang, 'blog.title')}`,
    description: translate(lang, 'blog.categoryDescription', { name: category.name }),
    origin: loaderData.origin,
    path: `/blog/category/${encodeURIComponent(params.slug)}`,
  });
};

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadBlog(request, context, params.slug);
}

export default function BlogCategory({ loaderData, params }: Route.ComponentProps) {
  if (!loaderData.listing) return <NotFoundPage />;
  return (
    <BlogPage
      key={`${params.slug}-${loaderData.tag ?? ''}`}
      listing={loaderData.listing}
      tag={loaderData.tag}
      origin={loaderData.origin}
    />
  );
}
