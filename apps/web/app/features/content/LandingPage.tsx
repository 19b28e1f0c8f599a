import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../i18n/LanguageProvider';
import { ChevronRightIcon, ShieldIcon, SparklesIcon, TagIcon, TruckIcon } from '../ui/icons';
import { LANDING } from './landing-text';
import { localized } from './texts';

const ART: { icon: ReactNode; tone: string }[] = [
  { icon: <ShieldIcon size={56} />, tone: 'from-brand-500 to-rose-700' },
  { icon: <TruckIcon size={56} />, tone: 'from-sky-500 to-indigo-700' },
  { icon: <TagIcon size={56} />, tone: 'from-amber-500 to-red-600' },
  { icon: <SparklesIcon size={56} />, tone: 'from-emerald-500 to-teal-700' },
];

/** Spec 1 "Landing" (/2): a hero, then four feature blocks alternating sides. */
export function LandingPage() {
  const { lang } = useLanguage();
  const text = localized(LANDING, lang);
  return (
    <div className="space-y-16 pb-8 md:space-y-24">
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-rose-500 text-white">
        <div className="container-page py-16 md:py-28">
          <h1 className="max-w-3xl text-4xl leading-tight font-extrabold tracking-tight md:text-6xl">{text.title}</h1>
          <p className="mt-5 max-w-2xl text-lg text-white/90 md:text-xl">{text.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/products"
              className="inline-flex h-12 items-center rounded-xl bg-white px-6 font-semibold text-brand-700 shadow-lg hover:bg-brand-50"
            >
              {text.cta}
            </Link>
            <Link
              to="/course"
              className="inline-flex h-12 items-center rounded-xl border border-white/60 px-6 font-semibold text-white hover:bg-white/10"
            >
              {text.secondary}
            </Link>
          </div>
        </div>
      </section>
      {text.features.map((f, i) => (
        <section
          key={f.title}
          className="container-page grid items-center gap-8 md:grid-cols-2 md:gap-16"
          data-testid="landing-feature"
        >
          <div
            aria-hidden="true"
            className={clsx(
              'flex aspect-[4/3] items-center justify-center rounded-3xl bg-gradient-to-br text-white shadow-xl',
              ART[i]?.tone,
              i % 2 === 1 && 'md:order-2',
            )}
          >
            {ART[i]?.icon}
          </div>
          <div>
            <p className="text-sm font-bold tracking-widest text-brand-700 dark:text-brand-300">0{i + 1}</p>
            <h2 className="mt-2 text-2xl font-bold tracking-tight text-fg md:text-3xl">{f.title}</h2>
            <p className="mt-4 text-base leading-relaxed text-fg-muted md:text-lg">{f.text}</p>
            <Link
              to={f.link}
              className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-brand-300"
            >
              {f.linkLabel}
              <ChevronRightIcon size={18} />
            </Link>
          </div>
        </section>
      ))}
    </div>
  );
}
