import type { BlogListing, BlogPostSummary } from '@sen/core';
import { catalogApi } from '@sen/core/api/catalog';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../api/browser-api';
import { useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';
import { BlogCard } from './BlogCard';
import { BlogSidebar } from './BlogSidebar';
import { BLOG_PAGE_SIZE } from './blog-loader';
import { PageHero } from './PageHero';

/**
 * Spec 1 "Blog list": cards two at a time, "Load More" adds two more (fetched from the API) and
 * disappears once every article is shown; sidebar with categories, featured posts and tags.
 */
export function BlogPage({ listing, tag, origin }: { listing: BlogListing; tag: string | null; origin: string }) {
  const t = useT();
  const [posts, setPosts] = useState<BlogPostSummary[]>(listing.items);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const total = listing.pagination.totalCount;
  const category = listing.category;

  const loadMore = async () => {
    setLoading(true);
    try {
      const query = { page: page + 1, limit: BLOG_PAGE_SIZE, tag: tag ?? undefined };
      const catalog = catalogApi(api);
      const next = category ? await catalog.blogCategory(category.slug, query) : await catalog.blog(query);
      setPosts((current) => [...current, ...next.items.filter((p) => !current.some((c) => c._id === p._id))]);
      setPage(page + 1);
    } catch {
      toast.error(t('common.error'));
    } finally {
      setLoading(false);
    }
  };

  const title = category ? category.name : tag ? `#${tag}` : t('blog.title');
  return (
    <div className="container-page space-y-8 py-6 md:py-10" data-testid="blog-page">
      <PageHero title={title} lead={category || tag ? undefined : t('blog.lead')} origin={origin} />
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div>
          {posts.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-line px-6 py-14 text-center text-fg-muted">{t('blog.empty')}</p>
          ) : (
            <ul className="grid gap-5 sm:grid-cols-2" data-testid="blog-list">
              {posts.map((post, i) => (
                <li key={post._id}>
                  <BlogCard post={post} eager={i < 2} />
                </li>
              ))}
            </ul>
          )}
          {posts.length < total && (
            <div className="mt-8 flex justify-center">
              <button
                type="button"
                onClick={loadMore}
                disabled={loading}
                aria-busy={loading}
                className="btn-primary min-w-40"
                data-testid="blog-load-more"
              >
                {loading ? t('common.loading') : t('blog.loadMore')}
              </button>
            </div>
          )}
          {(category || tag) && (
            <p className="mt-8 text-center">
              <Link to="/blog" className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
                {t('blog.all')}
              </Link>
            </p>
          )}
        </div>
        <BlogSidebar listing={listing} activeCategory={category?.slug} activeTag={tag} />
      </div>
    </div>
  );
}
