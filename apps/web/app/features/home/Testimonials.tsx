import type { Testimonial } from '@sen/core';
import { RatingStars } from '../catalog/RatingStars';
import { useT } from '../i18n/LanguageProvider';
import { CategoryAvatar } from '../shell/CategoryAvatar';
import { SectionHeader } from './SectionHeader';

/** Testimonials from the database; the rotating picker comes with the carousel issue. */
export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  const t = useT();
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="home-testimonials" className="container-page">
      <SectionHeader id="home-testimonials" title={t('home.testimonials.title')} />
      <ul className="grid gap-4 md:grid-cols-3">
        {testimonials.slice(0, 3).map((item) => (
          <li key={item.id}>
            <figure className="flex h-full flex-col gap-4 rounded-2xl border border-line bg-surface p-5">
              <RatingStars average={item.rating} />
              <blockquote className="flex-1 text-sm leading-relaxed text-fg">“{item.content}”</blockquote>
              <figcaption className="flex items-center gap-3">
                <CategoryAvatar name={item.name} image={item.avatar} className="size-10 text-sm" />
                <span>
                  <span className="block text-sm font-semibold text-fg">{item.name}</span>
                  {item.role && <span className="block text-xs text-fg-muted">{item.role}</span>}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
