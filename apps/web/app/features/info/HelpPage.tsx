import type { MessageKey } from '@sen/core';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { inputClass } from '../auth/fields';
import type { FaqGroup } from '../content/FaqList';
import { FaqList } from '../content/FaqList';
import { PageHero } from '../content/PageHero';
import { useT } from '../i18n/LanguageProvider';
import { HeadsetIcon, MailIcon, SearchIcon, ShieldIcon, TagIcon, TruckIcon } from '../ui/icons';
import type { articleGroups, HelpResult } from './help-search';

const TOPICS: Array<{ to: string; key: MessageKey; icon: ReactNode }> = [
  { to: '/shipping', key: 'info.help.topic.shipping', icon: <TruckIcon size={22} /> },
  { to: '/payment', key: 'info.help.topic.payment', icon: <TagIcon size={22} /> },
  { to: '/order-tracking', key: 'info.help.topic.orders', icon: <SearchIcon size={22} /> },
  { to: '/terms', key: 'info.help.topic.terms', icon: <ShieldIcon size={22} /> },
  { to: '/privacy', key: 'info.help.topic.privacy', icon: <ShieldIcon size={22} /> },
  { to: '/contact', key: 'info.help.topic.contact', icon: <HeadsetIcon size={22} /> },
];

export interface HelpData {
  origin: string;
  q: string;
  results: HelpResult[] | null;
  faq: FaqGroup[];
  /** The help articles staff write, by topic (decision 0355). */
  articles: ReturnType<typeof articleGroups>;
}

/**
 * The help centre: a search over the help articles, the FAQ, terms, privacy and the shipping and payment policies
 * (a plain GET form, answered by the loader, so it works before any script), topics, articles and the FAQ.
 */
export function HelpPage({ data }: { data: HelpData }) {
  const t = useT();
  return (
    <div className="container-page max-w-5xl space-y-10 py-6 md:py-10">
      <PageHero title={t('info.help.title')} lead={t('info.help.lead')} origin={data.origin}>
        <Form method="get" role="search" className="flex max-w-2xl gap-2" data-testid="help-search">
          <label htmlFor="help-q" className="sr-only">
            {t('info.help.search.label')}
          </label>
          <input
            id="help-q"
            name="q"
            type="search"
            defaultValue={data.q}
            key={data.q}
            maxLength={100}
            placeholder={t('info.help.search.placeholder')}
            className={clsx(inputClass, 'h-12 min-w-0 flex-1')}
          />
          <button type="submit" className="btn-primary h-12 shrink-0 px-5">
            <SearchIcon size={18} />
            <span className="hidden sm:inline">{t('info.help.search.submit')}</span>
            <span className="sr-only sm:hidden">{t('info.help.search.submit')}</span>
          </button>
        </Form>
      </PageHero>

      {data.results ? (
        <section aria-labelledby="help-results" className="space-y-4" data-testid="help-results">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="help-results" className="text-lg font-bold text-fg">
              {data.results.length > 0
                ? t('info.help.results', { count: data.results.length, q: data.q })
                : t('info.help.noResults', { q: data.q })}
            </h2>
            <Link to="/help" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
              {t('info.help.clear')}
            </Link>
          </div>
          <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
            {data.results.map((r) => (
              <li key={r.href + r.title}>
                <Link to={r.href} className="block px-5 py-4 transition hover:bg-muted" data-testid="help-result">
                  <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
                    {t(`info.help.source.${r.source}`)}
                  </span>
                  <span className="mt-1 block font-semibold text-fg">{r.title}</span>
                  <span className="mt-1 block text-sm leading-relaxed text-fg-muted">{r.excerpt}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <>
          <section aria-labelledby="help-topics">
            <h2 id="help-topics" className="mb-4 text-lg font-bold text-fg">
              {t('info.help.topics')}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {TOPICS.map((topic) => (
                <li key={topic.to}>
                  <Link
                    to={topic.to}
                    className="flex h-full gap-3 rounded-2xl border border-line bg-surface p-4 transition hover:border-brand-400 hover:shadow-md"
                  >
                    <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                      {topic.icon}
                    </span>
                    <span className="min-w-0">
                      <span className="block font-semibold text-fg">{t(topic.key)}</span>
                      <span className="mt-0.5 block text-sm text-fg-muted">{t(`${topic.key}.text` as MessageKey)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          {data.articles.length > 0 && (
            <section aria-labelledby="help-articles" className="space-y-4" data-testid="help-articles">
              <h2 id="help-articles" className="text-lg font-bold text-fg">
                {t('info.help.articles')}
              </h2>
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {data.articles.map((group) => (
                  <div key={group.topic} className="rounded-2xl border border-line bg-surface p-4">
                    <h3 className="mb-2 font-semibold text-fg">{t(`info.help.group.${group.topic}`)}</h3>
                    <ul className="space-y-1.5">
                      {group.items.map((a) => (
                        <li key={a.slug}>
                          <Link
                            to={`/help/${encodeURIComponent(a.slug)}`}
                            className="text-sm text-brand-700 hover:underline dark:text-brand-300"
                          >
                            {a.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </section>
          )}
          <section aria-labelledby="help-faq" className="space-y-4">
            <h2 id="help-faq" className="text-lg font-bold text-fg">
              {t('info.help.faq')}
            </h2>
            <FaqList groups={data.faq} />
          </section>
        </>
      )}

      <aside className="flex flex-col items-start gap-3 rounded-3xl bg-brand-50 p-6 md:flex-row md:items-center md:justify-between md:p-8 dark:bg-brand-950">
        <div>
          <h2 className="text-lg font-bold text-fg">{t('info.help.contact.title')}</h2>
          <p className="mt-1 text-fg-muted">{t('info.help.contact.text')}</p>
        </div>
        <Link to="/contact" className="btn-primary shrink-0">
          <MailIcon size={18} />
          {t('info.help.contact.link')}
        </Link>
      </aside>
    </div>
  );
}
