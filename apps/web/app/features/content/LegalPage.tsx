import { useLanguage } from '../i18n/LanguageProvider';
import { PageHero } from './PageHero';
import type { LegalDoc } from './terms-text';
import { type Localized, localized } from './texts';

/** Terms and privacy: numbered sections with a table of contents. */
export function LegalPage({ texts, origin }: { texts: Localized<LegalDoc>; origin: string }) {
  const { lang } = useLanguage();
  const doc = localized(texts, lang);
  return (
    <div className="container-page space-y-8 py-6 md:py-10">
      <PageHero title={doc.title} lead={doc.lead} origin={origin}>
        <p className="text-sm text-fg-muted">{doc.updated}</p>
      </PageHero>
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={doc.title} className="hidden lg:block">
          <ol className="sticky top-28 space-y-2 text-sm">
            {doc.sections.map((s, i) => (
              <li key={s.title}>
                <a href={`#section-${i + 1}`} className="text-fg-muted hover:text-brand-700 dark:hover:text-brand-300">
                  {i + 1}. {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="space-y-8 rounded-3xl border border-line bg-surface p-6 md:p-10">
          {doc.sections.map((s, i) => (
            <section key={s.title} id={`section-${i + 1}`} className="scroll-mt-28">
              <h2 className="text-lg font-bold text-fg md:text-xl">
                {i + 1}. {s.title}
              </h2>
              {s.paragraphs.map((p) => (
                <p key={p} className="mt-3 leading-relaxed text-fg-muted">
                  {p}
                </p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
