import type { BlogPostSummary } from '@sen/core';
import { Link } from 'react-router';
import { useLanguage } from '../i18n/LanguageProvider';

export function formatDate(iso: string | null, lang: string): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : d.toLocaleDateString(lang === 'vi' ? 'vi-VN' : 'en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Ho_Chi_Minh',
      });
}

/** One article card: cover, category, title, excerpt, author and date. */
export function BlogCard({ post, eager = false }: { post: BlogPostSummary; eager?: boolean }) {
  const { lang } = useLanguage();
  return (
    <article
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface transition hover:border-brand-300"
      data-testid="blog-card"
    >
      {post.coverImage && (
        <img
          src={post.coverImage}
          alt=""
          width={1200}
          height={630}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-[1200/630] w-full bg-muted object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        {post.category && (
          <Link
            to={`/blog/category/${post.category.slug}`}
            className="relative z-[2] self-start text-xs font-semibold tracking-wide text-brand-700 uppercase hover:underline dark:text-brand-300"
          >
            {post.category.name}
          </Link>
        )}
        <h3 className="text-lg leading-snug font-bold text-fg">
          <Link to={`/blog/${post.slug}`} className="group-hover:text-brand-700 dark:group-hover:text-brand-300">
            {post.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm leading-relaxed text-fg-muted">{post.excerpt}</p>
        <p className="mt-auto pt-2 text-xs text-fg-muted">
          {post.author} · <time dateTime={post.publishedAt ?? undefined}>{formatDate(post.publishedAt, lang)}</time>
        </p>
      </div>
    </article>
  );
}
