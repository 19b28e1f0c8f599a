import { isApiError } from '@sen/core/api-client';
import { type AdminCourse, type AdminLesson, type AdminSection, adminSectionFormSchema } from '@sen/core/courses/admin';
import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { badge, btn, btnPrimary, card, iconBtn } from '../kit/classes';
import { TextField, useAdminForm, useFormSave } from '../kit/form';
import { FormModal } from '../kit/Modal';
import { useConfirmDelete } from '../kit/use-confirm-delete';
import { adminCoursesApi } from './api';
import { LessonDialog } from './LessonDialog';

type Order = Array<{ title: string; lessonIds: string[] }>;

const orderOf = (sections: AdminSection[]): Order =>
  sections.map((s) => ({ title: s.title, lessonIds: s.lessons.map((l) => l.id) }));

/** Moves a lesson one step through the whole curriculum: past a section's edge it joins the next section. */
export function stepLesson(order: Order, lessonId: string, by: -1 | 1): Order {
  const next = order.map((s) => ({ ...s, lessonIds: [...s.lessonIds] }));
  const si = next.findIndex((s) => s.lessonIds.includes(lessonId));
  if (si < 0) return order;
  const list = next[si]!.lessonIds;
  const li = list.indexOf(lessonId);
  const to = li + by;
  if (to >= 0 && to < list.length) {
    [list[li], list[to]] = [list[to]!, list[li]!];
    return next;
  }
  const target = next[si + by];
  if (!target) return order;
  list.splice(li, 1);
  if (by === -1) target.lessonIds.push(lessonId);
  else target.lessonIds.unshift(lessonId);
  return next;
}

/** Puts a dragged lesson before `beforeId` (or at the end of section `si` when null). */
function dropLesson(order: Order, lessonId: string, si: number, beforeId: string | null): Order {
  const next = order.map((s) => ({ ...s, lessonIds: s.lessonIds.filter((id) => id !== lessonId) }));
  const list = next[si]?.lessonIds;
  if (!list) return order;
  const at = beforeId ? list.indexOf(beforeId) : -1;
  if (at < 0) list.push(lessonId);
  else list.splice(at, 0, lessonId);
  return next;
}

/** Sections and lessons: add, edit, delete, rename, and reorder by dragging or with the arrow buttons. */
export function CurriculumEditor({ course }: { course: AdminCourse }) {
  const t = useT();
  const [sections, setSections] = useState<AdminSection[] | null>(null);
  const [editing, setEditing] = useState<{ lesson: AdminLesson | null; sectionIndex: number; newSection: boolean } | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<AdminSection | null>(null);
  const [busy, setBusy] = useState(false);

  const load = () =>
    adminCoursesApi.curriculum(course.id).then(setSections, (e: unknown) => toast.error(isApiError(e) ? e.message : String(e)));
  useEffect(() => {
    void load();
  }, [course.id]);

  async function reorder(order: Order) {
    setBusy(true);
    try {
      setSections(await adminCoursesApi.reorder(course.id, { sections: order }));
      toast.success(t('adminCourses.curriculum.reordered'));
    } catch (e) {
      toast.error(isApiError(e) ? e.message : t('adminCourses.failed'));
      void load();
    } finally {
      setBusy(false);
    }
  }

  function moveSection(si: number, by: -1 | 1) {
    if (!sections) return;
    const order = orderOf(sections);
    const to = si + by;
    if (to < 0 || to >= order.length) return;
    [order[si], order[to]] = [order[to]!, order[si]!];
    void reorder(order);
  }

  const del = useConfirmDelete<AdminLesson>({
    remove: (l) => adminCoursesApi.deleteLesson(course.id, l.id),
    onDeleted: () => load(),
    title: t('adminCourses.lesson.delete'),
    message: (x) => t('adminCourses.lesson.deleteConfirm', { name: x.title }),
    deleted: t('adminCourses.deleted'),
    failed: t('adminCourses.failed'),
  });

  if (!sections) return <p className="text-sm text-fg-muted">{t('adminKit.loading')}</p>;
  const order = orderOf(sections);
  const all = sections.flatMap((s) => s.lessons);

  return (
    <div className="space-y-4" data-testid="curriculum">
      <p className="text-sm text-fg-muted">{t('adminCourses.curriculum.dragHint')}</p>
      {sections.length === 0 && <p className="text-sm text-fg-muted">{t('adminCourses.curriculum.empty')}</p>}
      {sections.map((s, si) => (
        <section
          key={s.index}
          className={clsx(card, 'p-4')}
          aria-label={`${t('adminCourses.curriculum.section')} ${si + 1}: ${s.title}`}
          onDragOver={(e) => dragged && e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            if (dragged) void reorder(dropLesson(order, dragged, si, null));
            setDragged(null);
          }}
        >
          <header className="flex flex-wrap items-center gap-2">
            <h3 className="mr-auto font-semibold text-fg">
              {t('adminCourses.curriculum.section')} {si + 1}: {s.title}
            </h3>
            <button
              type="button"
              className={iconBtn}
              disabled={busy || si === 0}
              onClick={() => moveSection(si, -1)}
              aria-label={t('adminCourses.curriculum.moveUp', { name: s.title })}
            >
              ↑
            </button>
            <button
              type="button"
              className={iconBtn}
              disabled={busy || si === sections.length - 1}
              onClick={() => moveSection(si, 1)}
              aria-label={t('adminCourses.curriculum.moveDown', { name: s.title })}
            >
              ↓
            </button>
            <button type="button" className={btn} onClick={() => setRenaming(s)}>
              {t('adminCourses.curriculum.rename')}
            </button>
          </header>
          <ol className="mt-3 space-y-2">
            {s.lessons.map((l) => {
              const at = all.indexOf(l);
              return (
                <li
                  key={l.id}
                  draggable={!busy}
                  onDragStart={(e) => {
                    setDragged(l.id);
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', l.id);
                  }}
                  onDragEnd={() => setDragged(null)}
                  onDragOver={(e) => dragged && e.preventDefault()}
                  onDrop={(e) => {
                    e.preventDefault();
                    e.stopPropagation();
                    if (dragged && dragged !== l.id) void reorder(dropLesson(order, dragged, si, l.id));
                    setDragged(null);
                  }}
                  className={clsx(
                    'flex flex-wrap items-center gap-2 rounded-lg border border-line bg-surface px-3 py-2',
                    dragged === l.id && 'opacity-50',
                  )}
                  data-testid="lesson-row"
                >
                  <span aria-hidden="true" className="cursor-grab select-none text-fg-muted">
                    ⋮⋮
                  </span>
                  <span className="mr-auto text-sm text-fg">
                    {l.title}
                    {l.isPreview && (
                      <span className={clsx(badge, 'ml-2 bg-blue-100 text-blue-800 dark:bg-blue-900/40 dark:text-blue-200')}>
                        {t('adminCourses.lesson.previewBadge')}
                      </span>
                    )}
                    {l.video && (
                      <span className={clsx(badge, 'ml-2 bg-muted text-fg-muted')}>▶ {t('adminCourses.lesson.video')}</span>
                    )}
                    {l.attachments.length > 0 && (
                      <span className={clsx(badge, 'ml-2 bg-muted text-fg-muted')}>📎 {l.attachments.length}</span>
                    )}
                  </span>
                  <button
                    type="button"
                    className={iconBtn}
                    disabled={busy || at === 0}
                    onClick={() => void reorder(stepLesson(order, l.id, -1))}
                    aria-label={t('adminCourses.curriculum.moveUp', { name: l.title })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={iconBtn}
                    disabled={busy || at === all.length - 1}
                    onClick={() => void reorder(stepLesson(order, l.id, 1))}
                    aria-label={t('adminCourses.curriculum.moveDown', { name: l.title })}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={btn}
                    onClick={() => setEditing({ lesson: l, sectionIndex: s.index, newSection: false })}
                  >
                    {t('adminCourses.lesson.edit')}
                  </button>
                  <button
                    type="button"
                    className={clsx(iconBtn, 'hover:text-red-600')}
                    onClick={() => del.ask(l)}
                    aria-label={`${t('adminCourses.lesson.delete')}: ${l.title}`}
                  >
                    ✕
                  </button>
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            className={clsx(btn, 'mt-3')}
            onClick={() => setEditing({ lesson: null, sectionIndex: s.index, newSection: false })}
            data-testid="add-lesson"
          >
            + {t('adminCourses.curriculum.addLesson')}
          </button>
        </section>
      ))}
      <button
        type="button"
        className={btnPrimary}
        onClick={() => setEditing({ lesson: null, sectionIndex: sections.length, newSection: true })}
        data-testid="add-section"
      >
        + {t('adminCourses.curriculum.newSection')}
      </button>
      {editing && (
        <LessonDialog
          course={course}
          lesson={editing.lesson}
          sectionIndex={editing.sectionIndex}
          newSection={editing.newSection}
          onClose={() => setEditing(null)}
          onChanged={() => void load()}
        />
      )}
      {renaming && (
        <SectionDialog
          section={renaming}
          onClose={() => setRenaming(null)}
          save={async (title) => {
            setSections(await adminCoursesApi.renameSection(course.id, renaming.index, title));
            setRenaming(null);
          }}
        />
      )}
      {del.dialog}
    </div>
  );
}

function SectionDialog({
  section,
  onClose,
  save,
}: {
  section: AdminSection;
  onClose: () => void;
  save: (title: string) => Promise<void>;
}) {
  const t = useT();
  const form = useAdminForm(adminSectionFormSchema, { title: section.title });
  const { save: submit, busy } = useFormSave(
    form,
    async (v) => {
      await save(v.title);
    },
    { failed: t('adminCourses.failed') },
  );
  return (
    <FormModal
      open
      title={t('adminCourses.curriculum.rename')}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      busy={busy}
      testId="section-dialog"
    >
      <TextField name="title" label={t('adminCourses.curriculum.sectionTitle')} />
    </FormModal>
  );
}
