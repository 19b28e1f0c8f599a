import type { CourseSection } from '@sen/core';
import { useT } from '../i18n/LanguageProvider';
import { durationText } from './format';

/** The outline: every section open (a course page is read top to bottom), lessons with their length. */
export function Curriculum({ sections }: { sections: CourseSection[] }) {
  const t = useT();
  return (
    <ol className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface" data-testid="curriculum">
      {sections.map((section, i) => (
        <li key={`${i}-${section.title}`}>
          <div className="flex items-baseline justify-between gap-3 bg-muted px-4 py-3">
            <h3 className="font-semibold text-fg">{section.title}</h3>
            <span className="shrink-0 text-xs text-fg-muted">{durationText(t, section.duration)}</span>
          </div>
          <ol className="divide-y divide-line">
            {section.lessons.map((lesson) => (
              <li key={lesson.id} className="flex items-baseline justify-between gap-3 px-4 py-2.5 text-sm">
                <span className="text-fg">
                  <span className="mr-2 text-xs text-fg-muted">{t(`courses.learn.kind.${lesson.kind}`)}</span>
                  {lesson.title}
                </span>
                <span className="shrink-0 text-xs text-fg-muted">{durationText(t, lesson.duration)}</span>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}
