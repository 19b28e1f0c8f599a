import type { BlogListing } from '@sen/core';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { useLanguage, useT } from '../i18n/LanguageProvider';
import { formatDate } from './BlogCard';

/** Categories with counts, the featured posts and the tags. */
export function BlogSidebar({
  listing,
  activeCategory,
  activeTag,
}: {
  listing: BlogListing;
  activeCategory?: string;
  activeTag?: string | null;
}) {
  const t = useT();
  const { lang } = useLanguage();
  return (
    <aside className="space-y-6" aria-label={t('blog.sidebar')}>
      <section className="rounded-2xl border border-line bg-surface p-5">
        <h2 className="mb-3 font-bold text-fg">{t('blog.categories')}</h2>
        <ul className="space-y-1 text-sm">
          {listing.categories.map((c) => (
            <li key={c._id}>
              <Link
                to={`/blog/category/${c.slug}`}
                aria-current={c.slug === activeCategory ? 'page' : undefined}
                className={clsx(
                  'flex justify-between rounded-lg px-2 py-1.5 hover:bg-muted',
                  c.slug === activeCategory ? 'font-semibold text-brand-700 dark:text-brand-300' : 'text-fg',
                )}
              >
                {c.name}
                <span className="text-fg-muted">{c.postCount}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {listing.featured.length > 0 && (
        <section className="rounded-2xl border border-line bg-surface p-5">
          <h2 className="mb-3 font-bold text-fg">{t('blog.featured')}</h2>
          <ul className="space-y-4">
            {listing.featured.map((p) => (
              <li key={p._id} className="flex gap-3">
                <img
                  src={p.coverImage}
                  alt=""
                  width={80}
                  height={42}
                  loading="lazy"
                  className="h-12 w-20 shrink-0 rounded-lg bg-muted object-cover"
                />
                <span className="min-w-0">
                  <Link
                    to={`/blog/${p.slug}`}
                    className="line-clamp-2 text-sm font-semibold text-fg hover:text-brand-700 dark:hover:text-brand-300"
                  >
                    {p.title}
                  </Link>
                  <span className="text-xs text-fg-muted">{formatDate(p.publishedAt, lang)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {listing.tags.length > 0 && (
        <section className="rounded-2xl border border-line bg-surface p-5">
          <h2 className="mb-3 font-bold text-fg">{t('blog.tags')}</h2>
          <ul className="flex flex-wrap gap-2">
            {listing.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={`/blog?tag=${encodeURIComponent(tag)}`}
                  aria-current={tag === activeTag ? 'page' : undefined}
                  className={clsx(
                    'rounded-full px-3 py-1 text-xs',
                    tag === activeTag
                      ? 'bg-brand-600 text-white'
                      : 'bg-muted text-fg-muted hover:text-brand-700 dark:hover:text-brand-300',
                  )}
                >
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
