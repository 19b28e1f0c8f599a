import type { CourseLesson } from '@sen/core';
import { PROSE } from '../content/prose';
import { useT } from '../i18n/LanguageProvider';

const kb = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.ceil(n / 1024))} KB`);

/**
 * The lesson's text (HTML the server sanitized when staff wrote it, decision 0300) and its
 * attachments. The video is LessonVideo's.
 */
export function LessonContent({ lesson }: { lesson: CourseLesson }) {
  const t = useT();
  const html = lesson.content ?? '';
  return (
    <div className="space-y-5">
      {/* Sanitized by the server's allow-list on every write. */}
      {html && <div className={PROSE} data-testid="lesson-content" dangerouslySetInnerHTML={{ __html: html }} />}
      {lesson.attachments.length > 0 && (
        <section aria-labelledby="lesson-attachments" className="rounded-xl border border-line p-4">
          <h3 id="lesson-attachments" className="mb-2 text-sm font-semibold text-fg">
            {t('courses.learn.attachments')}
          </h3>
          <ul className="space-y-1.5 text-sm">
            {lesson.attachments.map((a) => (
              <li key={a.id}>
                <a href={a.url} download className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
                  {a.name}
                </a>{' '}
                <span className="text-fg-muted">({kb(a.size)})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
