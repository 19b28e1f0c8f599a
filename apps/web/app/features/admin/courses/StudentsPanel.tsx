import { isApiError } from '@sen/core/api-client';
import type { AdminCourse, AdminEnrolment } from '@sen/core/courses/admin';
import { clsx } from 'clsx';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { btn, btnPrimary, input, label as labelClass } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { adminCoursesApi } from './api';

/** A course's students with their progress, the requests waiting for approval, enrol by e-mail, CSV. */
export function StudentsPanel({ course }: { course: AdminCourse }) {
  const t = useT();
  const { lang } = useLanguage();
  const [active, setActive] = useState<AdminEnrolment[] | null>(null);
  const [pending, setPending] = useState<AdminEnrolment[] | null>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = () => {
    setError(null);
    Promise.all([adminCoursesApi.enrolments(course.id, 'active'), adminCoursesApi.enrolments(course.id, 'pending')]).then(
      ([a, p]) => {
        setActive(a);
        setPending(p);
      },
      (e: unknown) => setError(isApiError(e) ? e.message : String(e)),
    );
  };
  useEffect(load, [course.id]);

  const when = (iso: string) => new Date(iso).toLocaleDateString(lang === 'vi' ? 'vi-VN' : lang);

  async function act(run: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await run();
      toast.success(done);
      load();
    } catch (e) {
      toast.error(isApiError(e) ? e.message : t('adminCourses.failed'));
    } finally {
      setBusy(false);
    }
  }

  async function enrol(e: FormEvent) {
    e.preventDefault();
    setEmailError(null);
    setBusy(true);
    try {
      await adminCoursesApi.enrol(course.id, email.trim());
      toast.success(t('adminCourses.students.enrolled', { email: email.trim() }));
      setEmail('');
      load();
    } catch (err) {
      setEmailError(isApiError(err) ? (err.fieldErrors[0]?.message ?? err.message) : t('adminCourses.failed'));
    } finally {
      setBusy(false);
    }
  }

  const person: AdminColumn<AdminEnrolment> = {
    id: 'name',
    header: t('adminCourses.students.name'),
    enableHiding: false,
    cell: ({ row: { original: e } }) => (
      <span>
        {e.name}
        <span className="block text-xs text-fg-muted">{e.email}</span>
      </span>
    ),
  };
  const columns = useMemo<AdminColumn<AdminEnrolment>[]>(
    () => [
      person,
      {
        id: 'progress',
        header: t('adminCourses.students.progress'),
        cell: ({ row: { original: e } }) => (
          <span className="flex items-center gap-2">
            <span className="h-2 w-24 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <span className="block h-full bg-brand-600" style={{ width: `${e.percent}%` }} />
            </span>
            <span className="tabular-nums text-xs">
              {e.percent}% ({e.completedLessons}/{e.totalLessons})
            </span>
          </span>
        ),
      },
      { id: 'enrolledAt', header: t('adminCourses.students.enrolledAt'), cell: ({ row }) => when(row.original.enrolledAt) },
    ],
    [t, lang],
  );
  const pendingColumns = useMemo<AdminColumn<AdminEnrolment>[]>(
    () => [
      person,
      { id: 'enrolledAt', header: t('adminCourses.students.enrolledAt'), cell: ({ row }) => when(row.original.enrolledAt) },
      {
        id: 'actions',
        header: '',
        enableHiding: false,
        cell: ({ row: { original: e } }) => (
          <span className="flex gap-2">
            <button
              type="button"
              className={btnPrimary}
              disabled={busy}
              onClick={() => void act(() => adminCoursesApi.approve(course.id, e.userId), t('adminCourses.students.approved'))}
            >
              {t('adminCourses.students.approve')}
            </button>
            <button
              type="button"
              className={btn}
              disabled={busy}
              onClick={() => void act(() => adminCoursesApi.reject(course.id, e.userId), t('adminCourses.students.rejected'))}
            >
              {t('adminCourses.students.reject')}
            </button>
          </span>
        ),
      },
    ],
    [t, lang, busy],
  );

  const table = (
    id: string,
    rows: AdminEnrolment[] | null,
    cols: AdminColumn<AdminEnrolment>[],
    empty: string,
    label: string,
  ) => (
    <DataTable
      id={id}
      label={label}
      columns={cols}
      rows={rows ?? []}
      total={rows?.length ?? 0}
      page={1}
      limit={Math.max(1, rows?.length ?? 1)}
      loading={rows === null && !error}
      error={error}
      onRetry={load}
      onPageChange={() => {}}
      onSortChange={() => {}}
      getRowId={(e) => e.userId}
      empty={<p>{empty}</p>}
    />
  );

  return (
    <div className="space-y-6" data-testid="students-panel">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <form onSubmit={enrol} className="flex flex-wrap items-end gap-2" noValidate>
          <div>
            <label htmlFor="enrol-email" className={labelClass}>
              {t('adminCourses.students.email')}
            </label>
            <input
              id="enrol-email"
              type="email"
              className={clsx(input, 'min-w-64')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={Boolean(emailError)}
              aria-describedby={emailError ? 'enrol-email-error' : undefined}
            />
            {emailError && (
              <p id="enrol-email-error" className="mt-1 text-xs text-red-600 dark:text-red-400">
                {emailError}
              </p>
            )}
          </div>
          <button type="submit" className={btnPrimary} disabled={busy || !email.trim()}>
            {t('adminCourses.students.enrol')}
          </button>
        </form>
        <button
          type="button"
          className={btn}
          onClick={() =>
            adminCoursesApi
              .exportCsv(course.id, course.code)
              .catch((e: unknown) => toast.error(isApiError(e) ? e.message : t('adminCourses.failed')))
          }
        >
          {t('adminCourses.students.csv')}
        </button>
      </div>
      <section>
        <h3 className="mb-2 font-semibold text-fg">
          {t('adminCourses.students.pending')} ({pending?.length ?? 0})
        </h3>
        {table(
          'course-pending',
          pending,
          pendingColumns,
          t('adminCourses.students.pendingEmpty'),
          t('adminCourses.students.pending'),
        )}
      </section>
      <section>
        <h3 className="mb-2 font-semibold text-fg">
          {t('adminCourses.students.active')} ({active?.length ?? 0})
        </h3>
        {table('course-students', active, columns, t('adminCourses.students.empty'), t('adminCourses.students.active'))}
      </section>
    </div>
  );
}
