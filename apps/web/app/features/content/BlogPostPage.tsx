import type { BlogPostPage as PostPage } from '@sen/core';
import { Link } from 'react-router';
import { Breadcrumb } from '../catalog/Breadcrumb';
import { useLanguage, useT } from '../i18n/LanguageProvider';
import { JsonLd } from '../seo/JsonLd';
import { absoluteUrl } from '../seo/site';
import { BlogCard, formatDate } from './BlogCard';
import { PROSE } from './prose';

/** One article (sanitized HTML from the API), its tags and related articles. */
export function BlogPostPage({ page, origin }: { page: PostPage; origin: string }) {
  const t = useT();
  const { lang } = useLanguage();
  const { post, related } = page;
  const crumbs = [
    { name: t('blog.title'), path: '/blog' },
    ...(post.category ? [{ name: post.category.name, path: `/blog/category/${post.category.slug}` }] : []),
    { name: post.title },
  ];
  return (
    <div className="container-page space-y-10 py-6 md:py-10">
      <article className="mx-auto max-w-3xl" data-testid="blog-post">
        <Breadcrumb crumbs={crumbs} origin={origin} />
        <h1 className="mt-5 text-3xl leading-tight font-bold tracking-tight text-fg md:text-4xl">{post.title}</h1>
        <p className="mt-3 text-sm text-fg-muted">
          {post.author} · <time dateTime={post.publishedAt ?? undefined}>{formatDate(post.publishedAt, lang)}</time>
        </p>
        {post.coverImage && (
          <img
            src={post.coverImage}
            alt=""
            width={1200}
            height={630}
            fetchPriority="high"
            className="mt-6 aspect-[1200/630] w-full rounded-2xl bg-muted object-cover"
          />
        )}
        {/* HTML sanitized by the API. */}
        <div className={`${PROSE} mt-8`} dangerouslySetInnerHTML={{ __html: post.content }} />
        {post.tags.length > 0 && (
          <ul className="mt-8 flex flex-wrap gap-2" aria-label={t('blog.tags')}>
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={`/blog?tag=${encodeURIComponent(tag)}`}
                  className="rounded-full bg-muted px-3 py-1 text-xs text-fg-muted hover:text-brand-700 dark:hover:text-brand-300"
                >
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </article>
      {related.length > 0 && (
        <section aria-labelledby="blog-related">
          <h2 id="blog-related" className="mb-4 text-xl font-bold text-fg">
            {t('blog.related')}
          </h2>
          <ul className="grid gap-5 md:grid-cols-3">
            {related.map((p) => (
              <li key={p._id}>
                <BlogCard post={p} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.excerpt,
          image: post.coverImage ? absoluteUrl(origin, post.coverImage) : undefined,
          datePublished: post.publishedAt ?? undefined,
          dateModified: post.updatedAt,
          author: { '@type': 'Person', name: post.author },
          mainEntityOfPage: absoluteUrl(origin, `/blog/${post.slug}`),
        }}
      />
    </div>
  );
}
