import type { Testimonial } from '@sen/core';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Avatar } from '../catalog/Avatar';
import { RatingStars } from '../catalog/RatingStars';
import { useT } from '../i18n/LanguageProvider';
import { SectionHeader } from './SectionHeader';
import { useCarousel } from './use-carousel';

/** Spec 1 "Testimonial section": one quote at a time, rotating every 5 s, with an avatar picker and dots. */
export function Testimonials({ testimonials, id = 'home-testimonials' }: { testimonials: Testimonial[]; id?: string }) {
  const t = useT();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { index, goTo } = useCarousel({ count: testimonials.length, paused: hovered || focused });
  if (testimonials.length === 0) return null;
  const current = testimonials[index] ?? testimonials[0]!;

  return (
    <section
      aria-labelledby={id}
      aria-roledescription="carousel"
      className="container-page"
      data-testid="testimonials"
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={(e) => setFocused(e.target.matches(':focus-visible'))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <SectionHeader id={id} title={t('home.testimonials.title')} />
      <div className="rounded-3xl border border-line bg-surface px-5 py-8 text-center md:px-16 md:py-12">
        <figure key={current.id} className="animate-fade-in mx-auto max-w-3xl" aria-live={hovered || focused ? 'polite' : 'off'}>
          <div className="flex justify-center">
            <RatingStars average={current.rating} size={18} />
          </div>
          <blockquote className="mt-4 text-base leading-relaxed text-fg md:text-xl">“{current.content}”</blockquote>
          <figcaption className="mt-5">
            <span className="block font-semibold text-fg">{current.name}</span>
            {current.role && <span className="block text-sm text-fg-muted">{current.role}</span>}
          </figcaption>
        </figure>
        {testimonials.length > 1 && (
          <>
            <ul className="mt-6 flex justify-center gap-3" aria-label={t('home.testimonials.pick')}>
              {testimonials.map((item, i) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => goTo(i)}
                    aria-label={item.name}
                    aria-current={i === index ? 'true' : undefined}
                    className={clsx(
                      'rounded-full transition',
                      i === index
                        ? 'scale-110 ring-2 ring-brand-500 ring-offset-2 ring-offset-surface'
                        : 'opacity-60 hover:opacity-100',
                    )}
                  >
                    <Avatar name={item.name} image={item.avatar} size={44} className="size-11 text-sm" />
                  </button>
                </li>
              ))}
            </ul>
            <div className="mt-4 flex justify-center gap-1" aria-hidden="true">
              {testimonials.map((item, i) => (
                <span
                  key={item.id}
                  className={clsx('h-2 rounded-full transition-all', i === index ? 'w-6 bg-brand-600' : 'w-2 bg-line')}
                />
              ))}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
