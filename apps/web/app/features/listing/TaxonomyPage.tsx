import type { Brand, Category } from '@sen/core';
import { Link } from 'react-router';
import { Avatar } from '../catalog/Avatar';
import { PageHero } from '../content/PageHero';
import { useT } from '../i18n/LanguageProvider';
import { categoryHref } from '../shell/nav-links';

type Item = Pick<Category, '_id' | 'name' | 'slug' | 'description' | 'productCount'> & { image: string };

/** /categories and /brands: every active one, with its picture and product count, leading to the listing. */
export function TaxonomyPage({ kind, items, origin }: { kind: 'categories' | 'brands'; items: Item[]; origin: string }) {
  const t = useT();
  const href = (slug: string) => (kind === 'categories' ? categoryHref(slug) : `/products?brand=${encodeURIComponent(slug)}`);
  return (
    <div className="container-page space-y-8 py-6 md:py-10" data-testid={`${kind}-page`}>
      <PageHero title={t(`catalog.${kind}.title`)} lead={t(`catalog.${kind}.lead`)} origin={origin} />
      {items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line py-10 text-center text-fg-muted">
          {kind === 'categories' ? t('home.categories.empty') : t('catalog.brands.empty')}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {items.map((item) => (
            <li key={item._id}>
              <Link
                to={href(item.slug)}
                className="group flex h-full flex-col items-center gap-3 rounded-2xl border border-line bg-surface p-5 text-center transition hover:border-brand-300"
              >
                {kind === 'categories' ? (
                  <Avatar name={item.name} image={item.image} size={96} className="size-20 text-3xl md:size-24" />
                ) : item.image ? (
                  <img
                    src={item.image}
                    alt=""
                    width={200}
                    height={100}
                    loading="lazy"
                    className="h-16 w-32 rounded-lg bg-white object-contain"
                  />
                ) : (
                  <Avatar name={item.name} image="" size={64} className="size-16 text-2xl" />
                )}
                <span className="font-semibold text-fg group-hover:text-brand-700 dark:group-hover:text-brand-300">
                  {item.name}
                </span>
                {item.description && <span className="line-clamp-2 text-xs text-fg-muted">{item.description}</span>}
                <span className="mt-auto text-xs font-medium text-fg-muted">
                  {t('catalog.productCount', { count: item.productCount })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function taxonomyItems(list: Array<Category | Brand>): Item[] {
  return list
    .filter((c) => c.isActive !== false)
    .map((c) => ({
      _id: c._id,
      name: c.name,
      slug: c.slug,
      description: c.description,
      productCount: c.productCount,
      image: 'logo' in c ? c.logo : c.image,
    }));
}
