import type { CourseProgress } from '@sen/core';
import { useT } from '../i18n/LanguageProvider';

export function ProgressBar({ progress }: { progress: CourseProgress }) {
  const t = useT();
  const label = t('courses.progress', {
    done: progress.completedLessons,
    total: progress.totalLessons,
    percent: progress.percent,
  });
  return (
    <div className="space-y-1" data-testid="course-progress" data-percent={progress.percent}>
      <div
        role="progressbar"
        aria-label={t('courses.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-emerald-500 transition-[width]" style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="text-xs text-fg-muted">{label}</p>
    </div>
  );
}
