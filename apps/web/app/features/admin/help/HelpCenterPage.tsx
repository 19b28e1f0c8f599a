import { foldText, type MessageKey } from '@sen/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import { card, input } from '../kit/classes';
import { PageHeader } from '../kit/PageHeader';
import { useUrlFilters } from '../kit/use-url-filters';
import { HELP_ARTICLES, HELP_TOPICS, type HelpArticle } from './articles';

const FILTERS = ['topic'] as const;

/** /admin/support/help: how to run the shop with Sen, searchable (accents optional), by topic. */
export function HelpCenterPage() {
  const t = useT();
  const lang = useLanguage().lang === 'vi' ? 'vi' : 'en';
  const filters = useUrlFilters(FILTERS);
  const topic = (HELP_TOPICS as readonly string[]).includes(filters.values.topic ?? '') ? filters.values.topic : undefined;
  const [query, setQuery] = useState(filters.values.search ?? '');
  const found = useMemo(() => {
    const words = foldText(query).split(/\s+/).filter(Boolean);
    const text = (a: HelpArticle) => foldText([a.title[lang], a.summary[lang], ...a.steps.map((s) => s[lang])].join(' '));
    return HELP_ARTICLES.filter((a) => (!topic || a.topic === topic) && words.every((w) => text(a).includes(w)));
  }, [query, topic, lang]);
  return (
    <section>
      <PageHeader title={t('admin.menu.helpCenter')} lead={t('adminHelp.lead')} />
      <search className="mt-4 flex flex-wrap items-end gap-3">
        <label className="flex min-w-[16rem] flex-1 flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminHelp.search')}
          <input
            type="search"
            className={input}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('adminHelp.searchHint')}
            data-testid="help-search"
          />
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminHelp.topic')}
          <select className={input} value={topic ?? ''} onChange={(e) => filters.set({ topic: e.target.value || undefined })}>
            <option value="">{t('adminHelp.allTopics')}</option>
            {HELP_TOPICS.map((x) => (
              <option key={x} value={x}>
                {t(`adminHelp.topic.${x}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
      </search>
      <p role="status" className="mt-3 text-sm text-fg-muted">
        {t('adminHelp.count', { count: found.length })}
      </p>
      <div className="mt-3 grid gap-3" data-testid="help-articles">
        {found.map((a) => (
          <details key={a.id} className={`${card} p-4`} data-testid={`help-${a.id}`}>
            <summary className="cursor-pointer">
              <span className="text-xs font-medium uppercase text-fg-muted">{t(`adminHelp.topic.${a.topic}` as MessageKey)}</span>
              <span className="block text-base font-semibold text-fg">{a.title[lang]}</span>
              <span className="block text-sm text-fg-muted">{a.summary[lang]}</span>
            </summary>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-fg">
              {a.steps.map((s) => (
                <li key={s.en}>{s[lang]}</li>
              ))}
            </ol>
            <Link to={a.link} className="mt-3 inline-block text-sm text-brand-700 hover:underline dark:text-brand-300">
              {t('adminHelp.open')} →
            </Link>
          </details>
        ))}
      </div>
    </section>
  );
}
