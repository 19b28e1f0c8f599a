import type { BannerSlide } from '@sen/core';
import { clsx } from 'clsx';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/LanguageProvider';

/**
 * The banner slides, swipeable with native scroll snapping, with dots. The pictures
 * carry their own headline, so the text is given to assistive tech only. Autoplay and
 * drag thresholds (spec 1 "Banner carousel") come with the carousel issue.
 */
export function HeroBanner({ banners }: { banners: BannerSlide[] }) {
  const t = useT();
  const listRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  if (banners.length === 0) return null;

  const onScroll = () => {
    const list = listRef.current;
    if (list) setActive(Math.round(list.scrollLeft / Math.max(1, list.clientWidth)));
  };
  const goTo = (index: number) => {
    const list = listRef.current;
    if (list) list.scrollTo({ left: index * list.clientWidth, behavior: 'smooth' });
  };

  return (
    <section aria-label={t('home.banner.label')} className="container-page pt-4 md:pt-6" data-testid="hero-banner">
      <div className="relative">
        <ul
          ref={listRef}
          onScroll={onScroll}
          className="no-scrollbar flex snap-x snap-mandatory overflow-x-auto rounded-2xl shadow-lg shadow-slate-950/10 md:rounded-3xl"
        >
          {banners.map((banner, i) => (
            <li key={banner.id} className="relative w-full shrink-0 snap-center" aria-roledescription="slide">
              <Link to={banner.link || '/'} className="group block overflow-hidden bg-muted" tabIndex={i === active ? 0 : -1}>
                <span className="sr-only">
                  {banner.title}. {banner.description}
                </span>
                <picture>
                  {banner.imageDesktop && <source media="(min-width: 768px)" srcSet={banner.imageDesktop} />}
                  <img
                    src={banner.imageMobile || banner.imageDesktop}
                    alt=""
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : 'auto'}
                    decoding="async"
                    className="aspect-square w-full object-cover transition-transform duration-700 group-hover:scale-[1.01] md:aspect-[8/3]"
                  />
                </picture>
              </Link>
            </li>
          ))}
        </ul>
        {banners.length > 1 && (
          <div className="absolute inset-x-0 bottom-3 flex justify-center gap-2 md:bottom-5">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                onClick={() => goTo(i)}
                aria-label={banner.title}
                aria-current={i === active ? 'true' : undefined}
                className={clsx(
                  'h-2.5 rounded-full shadow ring-1 ring-black/10 transition-all',
                  i === active ? 'w-7 bg-white' : 'w-2.5 bg-white/60 hover:bg-white/90',
                )}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
