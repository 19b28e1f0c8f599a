import type { CourseSection } from '@sen/core';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { useT } from '../i18n/LanguageProvider';
import { CheckIcon } from '../ui/icons';
import { durationText, learnHref } from './format';

/** The course's lessons, the open one marked, done ones ticked. */
export function LessonList({
  code,
  sections,
  currentId,
  done,
}: {
  code: string;
  sections: CourseSection[];
  currentId: string;
  done: ReadonlySet<string>;
}) {
  const t = useT();
  return (
    <nav
      aria-label={t('courses.learn.lessons')}
      className="overflow-hidden rounded-2xl border border-line bg-surface"
      data-testid="lesson-list"
    >
      {sections.map((section, i) => (
        <div key={`${i}-${section.title}`}>
          <h3 className="bg-muted px-4 py-2.5 text-sm font-semibold text-fg">{section.title}</h3>
          <ol>
            {section.lessons.map((lesson) => {
              const current = lesson.id === currentId;
              const finished = done.has(lesson.id);
              // Not enrolled: only the free previews open; the rest is the outline.
              if (lesson.content === null) {
                return (
                  <li
                    key={lesson.id}
                    className="flex items-start gap-2.5 px-3 py-2.5 pl-4 text-sm text-fg-muted"
                    data-testid="lesson-locked"
                  >
                    <span aria-hidden="true">🔒</span>
                    <span className="min-w-0 flex-1">{lesson.title}</span>
                    <span className="shrink-0 text-xs">{t('courses.learn.locked')}</span>
                  </li>
                );
              }
              return (
                <li key={lesson.id}>
                  <Link
                    to={learnHref(code, lesson.id)}
                    aria-current={current ? 'page' : undefined}
                    data-testid="lesson-link"
                    data-done={finished}
                    className={clsx(
                      'flex items-start gap-2.5 border-l-4 px-3 py-2.5 text-sm transition',
                      current
                        ? 'border-brand-600 bg-brand-50 font-semibold text-fg dark:bg-brand-950'
                        : 'border-transparent text-fg hover:bg-muted',
                    )}
                  >
                    <span
                      className={clsx(
                        'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border',
                        finished ? 'border-emerald-600 bg-emerald-600 text-white' : 'border-line',
                      )}
                    >
                      {finished && <CheckIcon size={12} strokeWidth={3} />}
                      <span className="sr-only">{finished ? t('courses.learn.done') : ''}</span>
                    </span>
                    <span className="min-w-0 flex-1">
                      {lesson.title}
                      {lesson.isPreview && (
                        <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-900 dark:text-brand-200">
                          {t('courses.learn.preview')}
                        </span>
                      )}
                    </span>
                    <span className="shrink-0 text-xs font-normal text-fg-muted">{durationText(t, lesson.duration)}</span>
                  </Link>
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </nav>
  );
}
