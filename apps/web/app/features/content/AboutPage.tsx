import type { SitemapData, Testimonial } from '@sen/core';
import { Link } from 'react-router';
import { Avatar } from '../catalog/Avatar';
import { Testimonials } from '../home/Testimonials';
import { useLanguage } from '../i18n/LanguageProvider';
import { ReturnIcon } from '../ui/icons';
import { ABOUT } from './about-text';
import { PageHero } from './PageHero';
import { localized } from './texts';

interface Props {
  origin: string;
  /** Live counts from the catalogue; null when unavailable. */
  counts: (Pick<SitemapData, 'productCount'> & { categories: number; brands: number; courses: number }) | null;
  testimonials: Testimonial[];
}

/** Spec 1 "About": story, statistics, mission, team, testimonials, call to action; 30-day returns. */
export function AboutPage({ origin, counts, testimonials }: Props) {
  const { lang } = useLanguage();
  const text = localized(ABOUT, lang);
  const number = new Intl.NumberFormat(lang === 'vi' ? 'vi-VN' : 'en-US');
  const stats = counts
    ? [
        { value: counts.productCount, label: text.stats.products },
        { value: counts.categories, label: text.stats.categories },
        { value: counts.brands, label: text.stats.brands },
        { value: counts.courses, label: text.stats.courses },
      ]
    : [];
  return (
    <div className="space-y-14 py-6 md:space-y-20 md:py-10">
      <div className="container-page space-y-10">
        <PageHero title={text.title} lead={text.lead} origin={origin} />
        <section className="grid gap-6 md:grid-cols-2 md:gap-12">
          <h2 className="text-2xl font-bold text-fg">{text.storyTitle}</h2>
          <div className="space-y-4 leading-relaxed text-fg-muted">
            {text.story.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </section>
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
        <section>
          <h2 className="mb-5 text-2xl font-bold text-fg">{text.missionTitle}</h2>
          <ul className="grid gap-4 md:grid-cols-3">
            {text.mission.map((m) => (
              <li key={m.title} className="rounded-2xl border border-line bg-surface p-6">
                <h3 className="font-semibold text-fg">{m.title}</h3>
                <p className="mt-2 text-sm text-fg-muted">{m.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="mb-5 text-2xl font-bold text-fg">{text.teamTitle}</h2>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {text.team.map((m) => (
              <li key={m.name} className="flex flex-col items-center rounded-2xl border border-line bg-surface p-5 text-center">
                <Avatar name={m.name.split(' ').pop() ?? m.name} image="" size={64} className="size-16 text-2xl" />
                <span className="mt-3 font-semibold text-fg">{m.name}</span>
                <span className="text-xs text-fg-muted">{m.role}</span>
              </li>
            ))}
          </ul>
        </section>
        <p className="flex items-center gap-3 rounded-2xl bg-emerald-50 p-5 font-medium text-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-300">
          <ReturnIcon size={22} className="shrink-0" />
          {text.returns}
        </p>
      </div>
      <Testimonials testimonials={testimonials} id="about-testimonials" />
      <section className="container-page">
        <div className="rounded-3xl bg-gradient-to-br from-brand-700 to-rose-500 px-6 py-10 text-center text-white md:py-14">
          <h2 className="text-2xl font-bold md:text-3xl">{text.ctaTitle}</h2>
          <p className="mt-3 text-white/90">{text.ctaText}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link
              to="/products"
              className="inline-flex h-11 items-center rounded-xl bg-white px-6 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {text.ctaShop}
            </Link>
            <Link
              to="/contact"
              className="inline-flex h-11 items-center rounded-xl border border-white/70 px-6 font-semibold text-white hover:bg-white/10"
            >
              {text.ctaContact}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
