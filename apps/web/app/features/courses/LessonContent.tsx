import type { CourseLesson } from '@sen/core';
import { useT } from '../i18n/LanguageProvider';

/** Text only, never HTML: paragraphs split on blank lines; a video lesson's content is its URL. */
export function LessonContent({ lesson }: { lesson: CourseLesson }) {
  const t = useT();
  const content = lesson.content ?? '';
  if (lesson.kind === 'video' && /^https?:\/\/\S+$/.test(content.trim())) {
    return (
      <a href={content.trim()} target="_blank" rel="noopener noreferrer" className="btn-primary">
        {t('courses.learn.video')}
      </a>
    );
  }
  return (
    <div className="space-y-4 leading-7 text-fg" data-testid="lesson-content">
      {content
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i} className="whitespace-pre-line">
            {p}
          </p>
        ))}
    </div>
  );
}
