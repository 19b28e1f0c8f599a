import { isApiError } from '@sen/core/api-client';
import { type AdminCourse, type AdminCourseForm, adminCourseFormSchema } from '@sen/core/courses/admin';
import { COURSE_LEVELS } from '@sen/core/courses/types';
import { clsx } from 'clsx';
import { useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { btnDanger, btnPrimary, card } from '../kit/classes';
import { CheckboxField, SelectField, TextField, UnsavedChangesGuard, useAdminForm, useFormSave } from '../kit/form';
import { SingleImageField } from '../kit/ImageUploader';
import { PageHeader } from '../kit/PageHeader';
import { useAdminRecord } from '../kit/use-admin-record';
import { adminCoursesApi } from './api';
import { COURSES_ADMIN_PATH, useCourseCategories } from './CoursesPage';
import { CurriculumEditor } from './CurriculumEditor';
import { StudentsPanel } from './StudentsPanel';

const TABS = ['details', 'curriculum', 'students'] as const;
type Tab = (typeof TABS)[number];

/** One course: its details, its curriculum and its students, as tabs (the tab is in the URL). */
export function CourseEditPage({ id }: { id: string | null }) {
  const t = useT();
  const {
    record: course,
    setRecord: setCourse,
    error,
  } = useAdminRecord<AdminCourse>(id ? (signal) => adminCoursesApi.one(id, signal) : null, id ?? undefined);
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((x) => x === params.get('tab')) ?? 'details';
  if (error) return <p role="alert">{error}</p>;
  if (id && !course) return <p className="text-sm text-fg-muted">{t('adminKit.loading')}</p>;
  return (
    <section>
      <Link to={COURSES_ADMIN_PATH} className="text-sm text-fg-muted hover:text-fg">
        {t('adminCourses.back')}
      </Link>
      <PageHeader title={course ? t('adminCourses.edit', { name: course.title }) : t('adminCourses.new')} />
      <div role="tablist" aria-label={t('admin.menu.courses')} className="mt-4 flex gap-1 border-b border-line">
        {TABS.map((x) => (
          <button
            key={x}
            type="button"
            role="tab"
            aria-selected={tab === x}
            disabled={!course && x !== 'details'}
            data-testid={`course-tab-${x}`}
            onClick={() =>
              setParams(
                (p) => {
                  if (x === 'details') p.delete('tab');
                  else p.set('tab', x);
                  return p;
                },
                { replace: true },
              )
            }
            className={clsx(
              '-mb-px border-b-2 px-4 py-2 text-sm font-medium disabled:opacity-50',
              tab === x
                ? 'border-brand-600 text-brand-700 dark:text-brand-300'
                : 'border-transparent text-fg-muted hover:text-fg',
            )}
          >
            {t(`adminCourses.tab.${x}`)}
          </button>
        ))}
      </div>
      {!course && <p className="mt-3 text-sm text-fg-muted">{t('adminCourses.saveFirst')}</p>}
      <div className="mt-5" role="tabpanel">
        {tab === 'details' && <DetailsForm key={course?.id ?? 'new'} course={course} onSaved={setCourse} />}
        {tab === 'curriculum' && course && <CurriculumEditor course={course} />}
        {tab === 'students' && course && <StudentsPanel course={course} />}
      </div>
    </section>
  );
}

function toForm(c: AdminCourse | null): AdminCourseForm {
  return {
    code: c?.code ?? '',
    title: c?.title ?? '',
    alias: c?.alias ?? '',
    description: c?.description ?? '',
    imageUrl: c?.imageUrl ?? '',
    categoryCode: c?.categoryCode ?? '',
    price: c?.price ?? 0,
    discountPrice: c?.discountPrice ?? null,
    level: c?.level ?? 'Beginner',
    durationMinutes: c?.durationMinutes ?? 0,
    instructorName: c?.instructorName ?? '',
    published: c?.published ?? true,
  };
}

function DetailsForm({ course, onSaved }: { course: AdminCourse | null; onSaved: (c: AdminCourse) => void }) {
  const t = useT();
  const navigate = useNavigate();
  const form = useAdminForm(adminCourseFormSchema, toForm(course));
  const categories = useCourseCategories();
  const [deleting, setDeleting] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const image = useWatch({ control: form.control, name: 'imageUrl' }) ?? '';

  const { save, busy: saving } = useFormSave(
    form,
    async (v) => {
      const saved = await adminCoursesApi.save(course?.id ?? null, v);
      toast.success(t('adminCourses.saved'));
      form.reset(toForm(saved));
      if (!course) navigate(`${COURSES_ADMIN_PATH}/${encodeURIComponent(saved.id)}?tab=curriculum`, { replace: true });
      else onSaved(saved);
    },
    { failed: t('adminCourses.failed') },
  );

  const busy = saving || deleting;

  const remove = async () => {
    if (!course) return;
    setDeleting(true);
    try {
      await adminCoursesApi.remove(course.id);
      form.reset(toForm(course));
      toast.success(t('adminCourses.deleted'));
      navigate(COURSES_ADMIN_PATH);
    } catch (e) {
      toast.error(isApiError(e) ? e.message : t('adminCourses.failed'));
    } finally {
      setDeleting(false);
      setConfirmDelete(false);
    }
  };

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard dirty={form.formState.isDirty && !busy} />
      <form onSubmit={save} noValidate className={clsx(card, 'grid gap-4 p-5 md:grid-cols-2')} data-testid="course-form">
        <TextField name="code" label={t('adminCourses.field.code')} />
        <TextField name="title" label={t('adminCourses.field.title')} />
        <TextField name="alias" label={t('adminCourses.field.alias')} hint={t('adminCourses.field.aliasHint')} />
        <SelectField
          name="categoryCode"
          label={t('adminCourses.field.category')}
          options={[{ value: '', label: '—' }, ...categories.map((k) => ({ value: k.code, label: k.name }))]}
        />
        <TextField name="price" type="number" label={t('adminCourses.field.price')} />
        <TextField name="discountPrice" type="number" label={t('adminCourses.field.discountPrice')} />
        <SelectField
          name="level"
          label={t('adminCourses.field.level')}
          options={COURSE_LEVELS.map((l) => ({ value: l, label: t(`courses.level.${l}`) }))}
        />
        <TextField name="durationMinutes" type="number" label={t('adminCourses.field.duration')} />
        <TextField name="instructorName" label={t('adminCourses.field.instructor')} />
        <SingleImageField
          label={uploading ? `${t('adminCourses.field.image')} — ${t('adminKit.loading')}` : t('adminCourses.field.image')}
          current={image}
          value={undefined}
          testId="course-image"
          onChange={async (file) => {
            if (!file) {
              form.setValue('imageUrl', '', { shouldDirty: true });
              return;
            }
            setUploading(true);
            try {
              const { url } = await adminCoursesApi.uploadImage(file);
              form.setValue('imageUrl', url, { shouldDirty: true });
            } catch (e) {
              toast.error(isApiError(e) ? (e.fieldErrors[0]?.message ?? e.message) : t('adminCourses.failed'));
            } finally {
              setUploading(false);
            }
          }}
        />
        <div className="md:col-span-2">
          <TextField name="description" multiline label={t('adminCourses.field.description')} />
        </div>
        <div className="md:col-span-2">
          <CheckboxField name="published" label={t('adminCourses.field.published')} />
        </div>
        <div className="flex flex-wrap justify-between gap-2 md:col-span-2">
          <button type="submit" className={btnPrimary} disabled={busy || uploading} data-testid="course-save">
            {t('adminCourses.save')}
          </button>
          {course && (
            <button type="button" className={btnDanger} disabled={busy} onClick={() => setConfirmDelete(true)}>
              {t('adminCourses.delete')}
            </button>
          )}
        </div>
      </form>
      {course && (
        <ConfirmDialog
          open={confirmDelete}
          title={t('adminCourses.delete')}
          message={t('adminCourses.deleteConfirm', { name: course.title })}
          confirmLabel={t('adminCourses.delete')}
          danger
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setConfirmDelete(false)}
        />
      )}
    </FormProvider>
  );
}
