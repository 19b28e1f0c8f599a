import type { CourseProgress, LessonView, MyCourseDetail } from '@sen/core';
import { coursesApi } from '@sen/core/api/courses';
import { isApiError } from '@sen/core/api-client';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../api/browser-api';
import { useT } from '../i18n/LanguageProvider';
import { CheckIcon, ChevronLeftIcon, ChevronRightIcon } from '../ui/icons';
import { toast } from '../ui/toast';
import { courseDetailsHref, learnHref } from './format';
import { LessonContent } from './LessonContent';
import { LessonList } from './LessonList';
import { LessonVideo } from './LessonVideo';
import { ProgressBar } from './ProgressBar';

/** /course/:id/learn: lessons on the side, the open lesson, a done toggle and previous/next. */
export function LearnPage({ mine, view }: { mine: MyCourseDetail; view: LessonView }) {
  const t = useT();
  const { course } = mine;
  const { lesson } = view;
  const [progress, setProgress] = useState<CourseProgress | null>(view.progress ?? mine.progress);
  const [busy, setBusy] = useState(false);
  const done = new Set(progress?.completedLessonIds ?? []);
  const isDone = done.has(lesson.id);
  const enrolled = view.enrolled;

  const savePosition = (seconds: number) => {
    coursesApi(api)
      .savePosition(course.code, lesson.id, seconds)
      .catch(() => {});
  };

  const setDone = async (value: boolean) => {
    setBusy(true);
    try {
      setProgress(await coursesApi(api).setLessonDone(course.code, lesson.id, value));
    } catch (error) {
      toast.error(isApiError(error) && error.status < 500 ? error.message : t('courses.error'));
    } finally {
      setBusy(false);
    }
  };
  const toggle = () => setDone(!isDone);

  return (
    <div className="container-page py-6 md:py-8" data-testid="learn-page" data-lesson-id={lesson.id}>
      <div className="mb-5 space-y-3">
        <Link
          to={courseDetailsHref(course.code)}
          className="inline-flex items-center gap-1 text-sm text-fg-muted hover:text-brand-700 dark:hover:text-brand-300"
        >
          <ChevronLeftIcon size={16} />
          {t('courses.learn.backToCourse')}
        </Link>
        <h1 className="text-xl font-bold text-fg md:text-2xl">{course.title}</h1>
        {progress && (
          <div className="max-w-md">
            <ProgressBar progress={progress} />
          </div>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-[320px_minmax(0,1fr)]">
        <aside className="order-2 lg:order-1 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto">
          <LessonList code={course.code} sections={course.curriculum} currentId={lesson.id} done={done} />
        </aside>
        <article className="order-1 min-w-0 space-y-5 rounded-2xl border border-line bg-surface p-5 md:p-8 lg:order-2">
          <header className="space-y-1">
            <p className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{view.sectionTitle}</p>
            <h2 className="text-2xl font-bold text-fg" data-testid="lesson-title">
              {lesson.title}
            </h2>
          </header>
          {!enrolled && (
            <p
              role="note"
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-fg dark:border-brand-800 dark:bg-brand-950"
              data-testid="preview-notice"
            >
              {t('courses.learn.previewNotice')}
              <Link to={courseDetailsHref(course.code)} className="btn-primary">
                {t('courses.learn.enrol')}
              </Link>
            </p>
          )}
          {lesson.video && (
            <LessonVideo
              video={lesson.video}
              title={lesson.title}
              start={view.position}
              onPosition={savePosition}
              onEnded={() => {
                if (enrolled && !done.has(lesson.id)) void setDone(true);
              }}
            />
          )}
          <LessonContent lesson={lesson} />
          <div className="flex flex-col gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
            {enrolled ? (
              <button
                type="button"
                onClick={toggle}
                disabled={busy}
                aria-pressed={isDone}
                data-testid="mark-done"
                className={clsx(
                  'inline-flex h-11 items-center justify-center gap-2 rounded-xl px-5 text-sm font-semibold transition disabled:opacity-60',
                  isDone
                    ? 'bg-emerald-600 text-white hover:bg-emerald-700'
                    : 'border border-line text-fg hover:border-emerald-600 hover:text-emerald-700',
                )}
              >
                <CheckIcon size={18} />
                {isDone ? t('courses.learn.done') : t('courses.learn.markDone')}
              </button>
            ) : (
              <span />
            )}
            <div className="flex gap-2">
              {view.previousLessonId && (
                <Link
                  to={learnHref(course.code, view.previousLessonId)}
                  className="inline-flex h-11 items-center gap-1 rounded-xl border border-line px-4 text-sm font-medium text-fg hover:bg-muted"
                >
                  <ChevronLeftIcon size={16} />
                  {t('courses.learn.previous')}
                </Link>
              )}
              {view.nextLessonId && (
                <Link to={learnHref(course.code, view.nextLessonId)} className="btn-primary" data-testid="next-lesson">
                  {t('courses.learn.next')}
                  <ChevronRightIcon size={16} />
                </Link>
              )}
            </div>
          </div>
        </article>
      </div>
    </div>
  );
}
