import { type AdminTestimonial, formTranslationsOf, type TestimonialForm, testimonialFormSchema } from '@sen/core/content/admin';
import { clsx } from 'clsx';
import { useEffect, useMemo } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { btnPrimary, iconBtn } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { CheckboxField, TextField, useAdminForm, useFormSave } from '../kit/form';
import { FormModal } from '../kit/Modal';
import { PageHeader } from '../kit/PageHeader';
import { useConfirmDelete } from '../kit/use-confirm-delete';
import { useEditorDialog } from '../kit/use-editor-dialog';
import { useServerList, wholeListTableProps } from '../kit/use-server-list';
import { adminContentApi } from './api';
import { Badge, fieldIn, LanguageTabs, UploadedImageField } from './shared';

const FIELDS = ['role', 'content'] as const;

/** Testimonials on the home page: who, what they said, rating, order, five languages. */
export function TestimonialsPage() {
  const t = useT();
  const list = useServerList('testimonials', (signal) => adminContentApi.testimonials(signal));
  const editor = useEditorDialog<AdminTestimonial>();

  const columns = useMemo<AdminColumn<AdminTestimonial>[]>(
    () => [
      {
        id: 'name',
        header: t('adminContent.testimonials.name'),
        enableHiding: false,
        cell: ({ row: { original: x } }) => (
          <button
            type="button"
            className="flex items-center gap-3 text-left font-medium text-fg hover:text-brand-700 dark:hover:text-brand-300"
            onClick={() => editor.edit(x)}
          >
            <span className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full border border-line bg-muted">
              {x.avatar && <img src={x.avatar} alt="" loading="lazy" className="size-full object-cover" />}
            </span>
            <span>
              {x.name}
              <span className="block text-xs font-normal text-fg-muted">{x.role}</span>
            </span>
          </button>
        ),
      },
      {
        id: 'content',
        header: t('adminContent.testimonials.content'),
        cell: ({ row }) => <span className="line-clamp-2 max-w-md text-xs">{row.original.content}</span>,
      },
      { id: 'rating', header: t('adminContent.testimonials.rating'), cell: ({ row }) => `${row.original.rating}★` },
      { id: 'displayOrder', header: t('adminContent.field.displayOrder'), cell: ({ row }) => row.original.displayOrder },
      {
        id: 'status',
        header: t('adminContent.col.status'),
        cell: ({ row }) =>
          row.original.isActive ? (
            <Badge tone="green">{t('adminContent.active')}</Badge>
          ) : (
            <Badge tone="slate">{t('adminContent.inactive')}</Badge>
          ),
      },
      {
        id: 'actions',
        header: '',
        enableHiding: false,
        cell: ({ row: { original: x } }) => (
          <button
            type="button"
            className={clsx(iconBtn, 'hover:text-red-600')}
            onClick={() => del.ask(x)}
            aria-label={t('adminContent.deleteNamed', { name: x.name })}
          >
            ✕
          </button>
        ),
      },
    ],
    [t],
  );

  const del = useConfirmDelete<AdminTestimonial>({
    remove: (x) => adminContentApi.deleteTestimonial(x._id),
    onDeleted: () => list.reload(),
    title: t('adminContent.delete'),
    message: (x) => t('adminContent.deleteConfirm', { name: x.name }),
    deleted: t('adminContent.deleted'),
  });

  return (
    <section>
      <PageHeader
        title={t('admin.menu.testimonials')}
        lead={t('adminContent.testimonials.lead')}
        actions={
          <button type="button" className={btnPrimary} onClick={() => editor.create()} data-testid="new-testimonial">
            + {t('adminContent.testimonials.new')}
          </button>
        }
      />
      <div className="mt-4">
        <DataTable
          id="testimonials"
          label={t('admin.menu.testimonials')}
          columns={columns}
          {...wholeListTableProps(list)}
          getRowId={(x) => x._id}
          empty={<p>{t('adminContent.testimonials.empty')}</p>}
        />
      </div>
      <TestimonialDialog open={editor.open} item={editor.item} onClose={editor.close} onSaved={list.reload} />
      {del.dialog}
    </section>
  );
}

function toForm(x: AdminTestimonial | null): TestimonialForm {
  return {
    name: x?.name ?? '',
    role: x?.role ?? '',
    avatar: x?.avatar ?? '',
    content: x?.content ?? '',
    rating: x?.rating ?? 5,
    displayOrder: x?.displayOrder ?? 0,
    isActive: x?.isActive ?? true,
    translations: formTranslationsOf(x?.translations, FIELDS),
  };
}

function TestimonialDialog({
  open,
  item,
  onClose,
  onSaved,
}: {
  open: boolean;
  item: AdminTestimonial | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const form = useAdminForm(testimonialFormSchema, toForm(item));
  useEffect(() => form.reset(toForm(item)), [open, item?._id]);

  const { save, busy } = useFormSave(form, async (v) => {
    await adminContentApi.saveTestimonial(item?._id ?? null, v);
    toast.success(t('adminContent.saved'));
    onSaved();
    onClose();
  });

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={item ? t('adminContent.testimonials.edit') : t('adminContent.testimonials.new')}
      testId="testimonial-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
    >
      <TextField name="name" label={t('adminContent.testimonials.name')} />
      <LanguageTabs>
        {(l) => (
          <div className="grid gap-4">
            <TextField key={`r-${l}`} name={fieldIn(l, 'role')} label={t('adminContent.testimonials.role')} />
            <TextField key={`c-${l}`} name={fieldIn(l, 'content')} label={t('adminContent.testimonials.content')} multiline />
          </div>
        )}
      </LanguageTabs>
      <UploadedImageField name="avatar" label={t('adminContent.testimonials.avatar')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="rating" type="number" label={t('adminContent.testimonials.rating')} />
        <TextField name="displayOrder" type="number" label={t('adminContent.field.displayOrder')} />
      </div>
      <CheckboxField name="isActive" label={t('adminContent.active')} />
    </FormModal>
  );
}
