import { useEffect, useRef } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { CheckIcon } from '../ui/icons';
import { prefersReducedMotion, useTyping } from './use-typing';

/** Spec 1 §9: fade-in 0.8 s, each block 0.2 s after the previous one. */
const FADE_MS = 800;
const STAGGER_MS = 200;

/**
 * The marketing hero of spec 1 "Course catalogue" (rendered, README decision 8). The fade runs
 * with the Web Animations API after hydration so the server's HTML is never hidden.
 */
export function CourseHero({ targetId }: { targetId: string }) {
  const t = useT();
  const brand = useTyping(t('app.name'));
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (prefersReducedMotion() || !ref.current) return;
    const blocks = Array.from(ref.current.querySelectorAll<HTMLElement>('[data-fade]'));
    const animations = blocks.map((el, i) =>
      el.animate(
        [
          { opacity: 0, transform: 'translateY(16px)' },
          { opacity: 1, transform: 'none' },
        ],
        {
          duration: FADE_MS,
          delay: i * STAGGER_MS,
          easing: 'ease-out',
          fill: 'backwards',
        },
      ),
    );
    return () => {
      for (const a of animations) a.cancel();
    };
  }, []);

  const start = () => {
    document.getElementById(targetId)?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  return (
    <section
      className="overflow-hidden rounded-3xl bg-gradient-to-br from-brand-50 via-surface to-amber-50 px-5 py-10 md:px-12 md:py-16 dark:from-brand-950 dark:via-surface dark:to-slate-900"
      data-testid="course-hero"
    >
      <div ref={ref} className="max-w-3xl space-y-5">
        <h1 data-fade className="text-3xl leading-tight font-extrabold text-fg md:text-5xl">
          {t('courses.hero.headline')}{' '}
          <span className="whitespace-nowrap text-brand-600 dark:text-brand-400">
            <span data-testid="hero-brand">{brand}</span>
            <span aria-hidden="true" className="ml-0.5 inline-block w-[3px] animate-pulse bg-current motion-reduce:animate-none">
              &nbsp;
            </span>
          </span>
        </h1>
        <p data-fade className="text-base text-fg-muted md:text-lg">
          {t('courses.hero.tagline')}
        </p>
        <ul data-fade className="space-y-2 text-sm text-fg md:text-base">
          {(['courses.hero.bullet1', 'courses.hero.bullet2'] as const).map((key) => (
            <li key={key} className="flex items-start gap-2">
              <CheckIcon className="mt-0.5 size-5 shrink-0 text-emerald-600" />
              {t(key)}
            </li>
          ))}
        </ul>
        <div data-fade>
          <button type="button" onClick={start} className="btn-primary h-12 px-8 tracking-wide">
            {t('courses.hero.cta')}
          </button>
        </div>
      </div>
    </section>
  );
}
