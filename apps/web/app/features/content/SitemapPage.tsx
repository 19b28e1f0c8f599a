import type { MessageKey, SitemapData } from '@sen/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { categoryHref } from '../shell/nav-links';
import { PageHero } from './PageHero';

const PAGES: { to: string; label: MessageKey }[] = [
  { to: '/', label: 'nav.home' },
  { to: '/products', label: 'catalog.allProducts' },
  { to: '/sale', label: 'catalog.preset.sale' },
  { to: '/new-arrivals', label: 'catalog.preset.new' },
  { to: '/best-sellers', label: 'catalog.preset.bestsellers' },
  { to: '/categories', label: 'catalog.categories.title' },
  { to: '/brands', label: 'catalog.brands.title' },
  { to: '/blog', label: 'blog.title' },
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.contact' },
  { to: '/faq', label: 'footer.faq' },
  { to: '/terms', label: 'footer.terms' },
  { to: '/privacy', label: 'footer.privacy' },
];

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-5">
      <h2 className="mb-3 font-bold text-fg">{title}</h2>
      <ul className="space-y-1.5 text-sm">{children}</ul>
    </section>
  );
}

const linkClass = 'text-fg-muted hover:text-brand-700 dark:hover:text-brand-300';

/** /sitemap for people: every section of the shop, from the same data as /sitemap.xml. */
export function SitemapPage({ data, origin }: { data: SitemapData | null; origin: string }) {
  const t = useT();
  return (
    <div className="container-page space-y-8 py-6 md:py-10">
      <PageHero title={t('sitemap.title')} lead={t('sitemap.lead')} origin={origin} />
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <Group title={t('sitemap.pages')}>
          {PAGES.map((p) => (
            <li key={p.to}>
              <Link to={p.to} className={linkClass}>
                {t(p.label)}
              </Link>
            </li>
          ))}
        </Group>
        {data && (
          <>
            <Group title={t('catalog.categories.title')}>
              {data.categories.map((c) => (
                <li key={c.slug}>
                  <Link to={categoryHref(c.slug)} className={linkClass}>
                    {c.name}
                  </Link>
                </li>
              ))}
            </Group>
            <Group title={t('catalog.brands.title')}>
              {data.brands.map((b) => (
                <li key={b.slug}>
                  <Link to={`/products?brand=${encodeURIComponent(b.slug)}`} className={linkClass}>
                    {b.name}
                  </Link>
                </li>
              ))}
            </Group>
            <Group title={t('blog.title')}>
              {data.blogPosts.map((p) => (
                <li key={p.slug}>
                  <Link to={`/blog/${p.slug}`} className={linkClass}>
                    {p.title}
                  </Link>
                </li>
              ))}
            </Group>
            {data.courses.length > 0 && (
              <Group title={t('search.group.courses')}>
                {data.courses.map((c) => (
                  <li key={c.code}>
                    <Link to={`/course-details?id=${encodeURIComponent(c.code)}`} className={linkClass}>
                      {c.title}
                    </Link>
                  </li>
                ))}
              </Group>
            )}
          </>
        )}
      </div>
    </div>
  );
}
