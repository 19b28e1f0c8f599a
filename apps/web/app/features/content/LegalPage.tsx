import type { Language } from '@sen/core';
import type { ContentPage } from '@sen/core/content/admin';
import { useLanguage } from '../i18n/LanguageProvider';
import { PageHero } from './PageHero';
import { PROSE } from './prose';

/** "Last updated" in the page's own module: five words are not worth the shared catalogue (decision 0200). */
const UPDATED: Record<Language, string> = {
  vi: 'Cập nhật lần cuối',
  en: 'Last updated',
  fr: 'Dernière mise à jour',
  de: 'Zuletzt aktualisiert',
  ja: '最終更新日',
};

/** Terms and privacy (written by staff, issue 15): sections with a table of contents. */
export function LegalPage({ page, origin }: { page: ContentPage; origin: string }) {
  const { lang } = useLanguage();
  const updated = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' }).format(
    new Date(page.updatedAt),
  );
  return (
    <div className="container-page space-y-8 py-6 md:py-10">
      <PageHero title={page.title} lead={page.lead} origin={origin}>
        <p className="text-sm text-fg-muted">
          {UPDATED[lang]}: {updated}
        </p>
      </PageHero>
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        {page.sections.length > 0 && (
          <nav aria-label={page.title} className="hidden lg:block">
            <ol className="sticky top-28 space-y-2 text-sm">
              {page.sections.map((s, i) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="text-fg-muted hover:text-brand-700 dark:hover:text-brand-300">
                    {i + 1}. {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div
          className={`${PROSE} rounded-3xl border border-line bg-surface p-6 md:p-10 [&_h2]:scroll-mt-28 [&_h2:first-child]:mt-0`}
          // Sanitized on the server when staff saved it (decision 0270).
          dangerouslySetInnerHTML={{ __html: page.content }}
        />
      </div>
    </div>
  );
}
