import { isApiError } from '@sen/core/api-client';
import { type AdminCourse, type AdminLesson, type AdminLessonForm, adminLessonFormSchema } from '@sen/core/courses/admin';
import { clsx } from 'clsx';
import { lazy, Suspense, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { btn, iconBtn, label as labelClass } from '../kit/classes';
import { CheckboxField, TextField, useAdminForm, useFormSave } from '../kit/form';
import { FormModal } from '../kit/Modal';
import { adminCoursesApi } from './api';

// Tiptap loads with this dialog only (decision 0272), never in the storefront or the admin shell.
const RichTextEditor = lazy(() => import('../content/RichTextEditor'));

const VIDEO_TYPES = ['video/mp4', 'video/webm'];

function toForm(l: AdminLesson | null, sectionIndex: number): AdminLessonForm {
  return {
    sectionIndex,
    sectionTitle: l?.sectionTitle ?? '',
    title: l?.title ?? '',
    durationMinutes: l?.durationMinutes ?? 0,
    content: l?.content ?? '',
    isPreview: l?.isPreview ?? false,
    videoUrl: l?.videoUrl ?? '',
  };
}

/** Add or edit a lesson: text, preview flag, a video link; once saved, an uploaded video and attachments. */
export function LessonDialog({
  course,
  lesson: initial,
  sectionIndex,
  newSection,
  onClose,
  onChanged,
}: {
  course: AdminCourse;
  lesson: AdminLesson | null;
  sectionIndex: number;
  newSection: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const t = useT();
  const [lesson, setLesson] = useState(initial);
  const form = useAdminForm(adminLessonFormSchema, toForm(initial, sectionIndex));
  const [progress, setProgress] = useState<number | null>(null);
  const videoId = useId();
  const fileId = useId();

  const { save, busy } = useFormSave(
    form,
    async (v) => {
      const saved = lesson
        ? await adminCoursesApi.saveLesson(course.id, lesson.id, v)
        : await adminCoursesApi.addLesson(course.id, v);
      toast.success(t('adminCourses.saved'));
      onChanged();
      if (lesson) onClose();
      else {
        // A new lesson stays open: its video and attachments can be added now.
        setLesson(saved);
        form.reset(toForm(saved, saved.sectionIndex));
      }
    },
    { failed: t('adminCourses.failed') },
  );

  async function upload(kind: 'video' | 'file', file: File | undefined) {
    if (!file || !lesson) return;
    if (kind === 'video' && !VIDEO_TYPES.includes(file.type)) {
      toast.error(t('adminCourses.lesson.uploadVideo'));
      return;
    }
    setProgress(0);
    try {
      if (kind === 'video') setLesson(await adminCoursesApi.uploadVideo(course.id, lesson.id, file, setProgress));
      else {
        const att = await adminCoursesApi.addAttachment(course.id, lesson.id, file, setProgress);
        setLesson({ ...lesson, attachments: [...lesson.attachments, att] });
      }
      onChanged();
    } catch (e) {
      toast.error(isApiError(e) ? (e.fieldErrors[0]?.message ?? e.message) : t('adminCourses.failed'));
    } finally {
      setProgress(null);
    }
  }

  async function removeVideo() {
    if (!lesson) return;
    try {
      setLesson(await adminCoursesApi.removeVideo(course.id, lesson.id));
      form.setValue('videoUrl', '');
      onChanged();
    } catch (e) {
      toast.error(isApiError(e) ? e.message : t('adminCourses.failed'));
    }
  }

  async function removeAttachment(id: string) {
    if (!lesson) return;
    try {
      await adminCoursesApi.removeAttachment(course.id, lesson.id, id);
      setLesson({ ...lesson, attachments: lesson.attachments.filter((a) => a.id !== id) });
      onChanged();
    } catch (e) {
      toast.error(isApiError(e) ? e.message : t('adminCourses.failed'));
    }
  }

  return (
    <FormModal
      open
      wide
      title={lesson ? t('adminCourses.lesson.edit') : t('adminCourses.lesson.new')}
      onClose={onClose}
      form={form}
      onSubmit={save}
      busy={busy}
      submitLabel={t('adminCourses.lesson.save')}
      testId="lesson-dialog"
    >
      {newSection && !lesson && <TextField name="sectionTitle" label={t('adminCourses.curriculum.sectionTitle')} />}
      <TextField name="title" label={t('adminCourses.lesson.title')} />
      <TextField name="durationMinutes" type="number" label={t('adminCourses.lesson.duration')} />
      <CheckboxField name="isPreview" label={t('adminCourses.lesson.preview')} />
      <TextField
        name="videoUrl"
        type="url"
        label={t('adminCourses.lesson.videoUrl')}
        hint={t('adminCourses.lesson.videoUrlHint')}
      />
      <Controller
        control={form.control}
        name="content"
        render={({ field }) => (
          <Suspense fallback={<p className="text-sm text-fg-muted">{t('adminKit.loading')}</p>}>
            <RichTextEditor
              value={field.value}
              onChange={field.onChange}
              label={t('adminCourses.lesson.content')}
              testId="lesson-content"
            />
          </Suspense>
        )}
      />
      {lesson && (
        <div className="grid gap-3 rounded-lg border border-line p-3">
          <div>
            <span className={labelClass}>{t('adminCourses.lesson.video')}</span>
            {lesson.video ? (
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span data-testid="lesson-video-kind">
                  ▶{' '}
                  {lesson.video.kind === 'upload'
                    ? `${lesson.video.type} · ${Math.ceil(lesson.video.size / 1024)} KB`
                    : lesson.video.src}
                </span>
                <button type="button" className={btn} onClick={() => void removeVideo()}>
                  {t('adminCourses.lesson.removeVideo')}
                </button>
              </div>
            ) : (
              <p className="text-sm text-fg-muted">{t('adminCourses.lesson.noVideo')}</p>
            )}
            <label htmlFor={videoId} className={clsx(btn, 'mt-2 cursor-pointer')}>
              {t('adminCourses.lesson.uploadVideo')}
            </label>
            <input
              id={videoId}
              type="file"
              accept="video/mp4,video/webm"
              className="sr-only"
              data-testid="lesson-video-file"
              onChange={(e) => {
                void upload('video', e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </div>
          <div>
            <span className={labelClass}>{t('adminCourses.lesson.attachments')}</span>
            <ul className="space-y-1 text-sm">
              {lesson.attachments.map((a) => (
                <li key={a.id} className="flex items-center gap-2">
                  <span className="mr-auto">
                    📎 {a.name} <span className="text-fg-muted">({Math.ceil(a.size / 1024)} KB)</span>
                  </span>
                  <button
                    type="button"
                    className={clsx(iconBtn, 'hover:text-red-600')}
                    onClick={() => void removeAttachment(a.id)}
                    aria-label={`✕ ${a.name}`}
                  >
                    ✕
                  </button>
                </li>
              ))}
            </ul>
            <label htmlFor={fileId} className={clsx(btn, 'mt-2 cursor-pointer')}>
              {t('adminCourses.lesson.addAttachment')}
            </label>
            <input
              id={fileId}
              type="file"
              className="sr-only"
              data-testid="lesson-attachment-file"
              onChange={(e) => {
                void upload('file', e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </div>
          {progress !== null && (
            <p role="status" className="text-sm text-fg-muted">
              {t('adminCourses.lesson.uploading', { percent: Math.round(progress * 100) })}
            </p>
          )}
        </div>
      )}
    </FormModal>
  );
}
