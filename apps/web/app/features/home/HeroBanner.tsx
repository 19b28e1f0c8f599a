import type { BannerSlide } from '@sen/core';
import { clsx } from 'clsx';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { PauseIcon, PlayIcon } from '../catalog/catalog-icons';
import { useT } from '../i18n/LanguageProvider';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons';
import { SLIDE_LOCK_MS, useCarousel } from './use-carousel';
import { useSwipe } from './use-swipe';

/**
 * Spec 1 "Banner carousel": autoplay every 5 s, wraps, dots, swipe/drag past 20 % of the width,
 * a tap follows the link; pauses on hover, drag and keyboard focus, and with the pause button.
 * The pictures carry their own headline, so the text is given to assistive tech only.
 */
export function HeroBanner({ banners }: { banners: BannerSlide[] }) {
  const t = useT();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // The swipe hook needs next/prev, the carousel needs to know about dragging: a ref breaks the loop.
  const nav = useRef<{ next: () => boolean; prev: () => boolean } | null>(null);
  const swipe = useSwipe((direction) => (direction === 1 ? nav.current?.next() : nav.current?.prev()));
  const paused = hovered || focused || stopped || swipe.dragging;
  const { index, goTo, next, prev } = useCarousel({ count: banners.length, paused });
  nav.current = { next, prev };
  if (banners.length === 0) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.banner.label')}
      className="container-page pt-4 md:pt-6"
      data-testid="hero-banner"
      data-index={index}
      data-paused={paused}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={(e) => setFocused(e.target.matches(':focus-visible'))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="relative overflow-hidden rounded-2xl bg-muted shadow-lg shadow-slate-950/10 md:rounded-3xl">
        <div
          {...swipe.handlers}
          data-testid="banner-track"
          aria-live={paused ? 'polite' : 'off'}
          className={clsx('flex touch-pan-y select-none', !swipe.dragging && 'transition-transform ease-out')}
          style={{
            transform: `translateX(calc(${-index * 100}% + ${swipe.offset}px))`,
            transitionDuration: swipe.dragging ? undefined : `${SLIDE_LOCK_MS}ms`,
          }}
        >
          {banners.map((banner, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a group with the "slide" role description
            <div
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${banners.length}`}
              aria-hidden={i !== index}
              className="w-full shrink-0"
            >
              <Link to={banner.link || '/'} draggable={false} tabIndex={i === index ? 0 : -1} className="block">
                <span className="sr-only">
                  {banner.title}. {banner.description}
                </span>
                <picture>
                  {banner.imageDesktop && (
                    <source media="(min-width: 768px)" srcSet={banner.imageDesktop} width={1600} height={600} />
                  )}
                  <img
                    src={banner.imageMobile || banner.imageDesktop}
                    alt=""
                    width={800}
                    height={800}
                    draggable={false}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : 'auto'}
                    decoding={i === 0 ? 'sync' : 'async'}
                    className="aspect-square w-full object-cover md:aspect-[8/3]"
                  />
                </picture>
              </Link>
            </div>
          ))}
        </div>
        {banners.length > 1 && (
          <>
            <button
              type="button"
              onClick={prev}
              aria-label={t('home.banner.prev')}
              className="absolute top-1/2 left-3 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/80 text-slate-900 shadow hover:bg-white md:flex"
            >
              <ChevronLeftIcon size={20} />
            </button>
            <button
              type="button"
              onClick={next}
              aria-label={t('home.banner.next')}
              className="absolute top-1/2 right-3 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/80 text-slate-900 shadow hover:bg-white md:flex"
            >
              <ChevronRightIcon size={20} />
            </button>
            <div className="absolute inset-x-0 bottom-2 flex items-center justify-center gap-1 md:bottom-4">
              <button
                type="button"
                onClick={() => setStopped((s) => !s)}
                aria-label={stopped ? t('home.banner.play') : t('home.banner.pause')}
                title={stopped ? t('home.banner.play') : t('home.banner.pause')}
                className="flex size-8 items-center justify-center rounded-full text-white drop-shadow"
              >
                {stopped ? <PlayIcon size={14} fill="currentColor" /> : <PauseIcon size={14} fill="currentColor" />}
              </button>
              {banners.map((banner, i) => (
                <button
                  key={banner.id}
                  type="button"
                  onClick={() => goTo(i)}
                  aria-label={t('home.banner.goTo', { n: i + 1, title: banner.title })}
                  aria-current={i === index ? 'true' : undefined}
                  data-testid="banner-dot"
                  className="flex h-8 min-w-6 items-center justify-center"
                >
                  <span
                    className={clsx(
                      'block h-2.5 rounded-full shadow ring-1 ring-black/10 transition-all',
                      i === index ? 'w-7 bg-white' : 'w-2.5 bg-white/60 hover:bg-white/90',
                    )}
                  />
                </button>
              ))}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
