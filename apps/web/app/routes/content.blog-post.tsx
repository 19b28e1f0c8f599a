import { translate } from '@sen/core/i18n/translate';
import { BlogPostPage } from '../features/content/BlogPostPage';
import { loadBlogPost } from '../features/content/blog-loader';
import { metaLanguage } from '../features/i18n/meta';
import { seoMeta } from '../features/seo/meta';
import { NotFoundPage } from '../features/shell/NotFoundPage';
import type { Route } from './+types/content.blog-post';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const post = loaderData?.page?.post;
  if (!post) return [{ title: translate(metaLanguage(matches), 'blog.postNotFound') }, { name: 'robots', content: 'noindex' }];
  return seoMeta(matches, {
    title: post.metaTitle || post.title,
    description: post.metaDescription || post.excerpt,
    origin: loaderData.origin,
    path: `/blog/${encodeURIComponent(post.slug)}`,
    image: post.coverImage,
    type: 'article',
  });
};

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadBlogPost(request, context, params.slug);
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  if (!loaderData.page) return <NotFoundPage />;
  return <BlogPostPage page={loaderData.page} origin={loaderData.origin} />;
}
