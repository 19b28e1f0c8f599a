import type { SitemapData, Testimonial } from '@sen/core';
import type { BlockPage } from '@sen/core/content/blocks';
import { Testimonials } from '../home/Testimonials';
import { useLanguage } from '../i18n/LanguageProvider';
import { ABOUT_STATS } from './about-text';
import { BlockRenderer } from './BlockRenderer';
import { PageHero } from './PageHero';
import { localized } from './texts';

interface Props {
  page: BlockPage;
  origin: string;
  /** Live counts from the catalogue; null when unavailable. */
  counts: (Pick<SitemapData, 'productCount'> & { categories: number; brands: number; courses: number }) | null;
  testimonials: Testimonial[];
}

/**
 * Spec 1 "About": the story, mission, team and call to action are blocks staff edit (decision
 * 0352); the statistics are the catalogue's live counts and the testimonials come from their table.
 */
export function AboutPage({ page, origin, counts, testimonials }: Props) {
  const { lang } = useLanguage();
  const labels = localized(ABOUT_STATS, lang);
  const number = new Intl.NumberFormat(lang === 'vi' ? 'vi-VN' : 'en-US');
  const stats = counts
    ? [
        { value: counts.productCount, label: labels.products },
        { value: counts.categories, label: labels.categories },
        { value: counts.brands, label: labels.brands },
        { value: counts.courses, label: labels.courses },
      ]
    : [];
  return (
    <div className="space-y-14 py-6 md:space-y-20 md:py-10">
      <div className="container-page space-y-10">
        <PageHero title={page.title} lead={page.lead} origin={origin} />
        {stats.length > 0 && (
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="about-stats">
            {stats.map((s) => (
              <li key={s.label} className="rounded-2xl border border-line bg-surface p-5 text-center">
                <span className="block text-3xl font-extrabold text-brand-700 dark:text-brand-300">{number.format(s.value)}</span>
                <span className="mt-1 block text-sm text-fg-muted">{s.label}</span>
              </li>
            ))}
          </ul>
        )}
        <BlockRenderer blocks={page.blocks} />
      </div>
      <Testimonials testimonials={testimonials} id="about-testimonials" />
    </div>
  );
}
