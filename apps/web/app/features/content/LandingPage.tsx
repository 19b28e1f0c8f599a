import type { Block, BlockPage } from '@sen/core/content/blocks';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon, ShieldIcon, SparklesIcon, TagIcon, TruckIcon } from '../ui/icons';
import { BlockRenderer } from './BlockRenderer';

const ART: { icon: ReactNode; tone: string }[] = [
  { icon: <ShieldIcon size={56} />, tone: 'from-brand-500 to-rose-700' },
  { icon: <TruckIcon size={56} />, tone: 'from-sky-500 to-indigo-700' },
  { icon: <TagIcon size={56} />, tone: 'from-amber-500 to-red-600' },
  { icon: <SparklesIcon size={56} />, tone: 'from-emerald-500 to-teal-700' },
];

/**
 * Spec 1 "Landing" (/2), from the blocks staff edit (decision 0352): the first call to action is
 * the hero, card blocks become the feature sections alternating sides, anything else is rendered
 * as on the other block pages.
 */
export function LandingPage({ page }: { page: BlockPage }) {
  const heroAt = page.blocks.findIndex((b) => b.type === 'cta');
  const hero = heroAt >= 0 ? (page.blocks[heroAt] as Extract<Block, { type: 'cta' }>) : null;
  const rest = page.blocks.filter((_, i) => i !== heroAt);
  let n = 0;
  return (
    <div className="space-y-16 pb-8 md:space-y-24">
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-700 via-brand-600 to-rose-500 text-white">
        <div className="container-page py-16 md:py-28">
          <h1 className="max-w-3xl text-4xl leading-tight font-extrabold tracking-tight md:text-6xl">
            {hero?.title || page.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-white/90 md:text-xl">{hero?.text || page.lead}</p>
          {hero && (
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to={hero.primary.href}
                className="inline-flex h-12 items-center rounded-xl bg-white px-6 font-semibold text-brand-700 shadow-lg hover:bg-brand-50"
              >
                {hero.primary.label}
              </Link>
              {hero.secondary.href && hero.secondary.label && (
                <Link
                  to={hero.secondary.href}
                  className="inline-flex h-12 items-center rounded-xl border border-white/60 px-6 font-semibold text-white hover:bg-white/10"
                >
                  {hero.secondary.label}
                </Link>
              )}
            </div>
          )}
        </div>
      </section>
      {rest.map((b, bi) =>
        b.type === 'cards' ? (
          b.items.map((f) => {
            const i = n++;
            return (
              <section
                key={`${bi}-${f.title}`}
                className="container-page grid items-center gap-8 md:grid-cols-2 md:gap-16"
                data-testid="landing-feature"
              >
                <div
                  aria-hidden="true"
                  className={clsx(
                    'flex aspect-[4/3] items-center justify-center rounded-3xl bg-gradient-to-br text-white shadow-xl',
                    ART[i % ART.length]?.tone,
                    i % 2 === 1 && 'md:order-2',
                  )}
                >
                  {ART[i % ART.length]?.icon}
                </div>
                <div>
                  <p className="text-sm font-bold tracking-widest text-brand-700 dark:text-brand-300">
                    {String(i + 1).padStart(2, '0')}
                  </p>
                  <h2 className="mt-2 text-2xl font-bold tracking-tight text-fg md:text-3xl">{f.title}</h2>
                  <p className="mt-4 text-base leading-relaxed text-fg-muted md:text-lg">{f.text}</p>
                  {f.href && f.linkLabel && (
                    <Link
                      to={f.href}
                      className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-brand-300"
                    >
                      {f.linkLabel}
                      <ChevronRightIcon size={18} />
                    </Link>
                  )}
                </div>
              </section>
            );
          })
        ) : (
          <div key={`${bi}-${b.type}`} className="container-page">
            <BlockRenderer blocks={[b]} />
          </div>
        ),
      )}
    </div>
  );
}
