import {
  type AdminBlogCategory,
  type BlogCategoryForm,
  blogCategoryFormSchema,
  formTranslationsOf,
} from '@sen/core/content/admin';
import { clsx } from 'clsx';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { btnPrimary, iconBtn } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { TextField, useAdminForm, useFormSave } from '../kit/form';
import { FormModal } from '../kit/Modal';
import { PageHeader } from '../kit/PageHeader';
import { useConfirmDelete } from '../kit/use-confirm-delete';
import { useEditorDialog } from '../kit/use-editor-dialog';
import { useServerList, wholeListTableProps } from '../kit/use-server-list';
import { adminContentApi } from './api';
import { BLOG_ADMIN_PATH } from './BlogPostsPage';
import { fieldIn, LanguageTabs } from './shared';

/** The blog's categories in five languages; a category with posts cannot be deleted. */
export function BlogCategoriesPage() {
  const t = useT();
  const list = useServerList('blog-categories', (signal) => adminContentApi.categories(signal));
  const editor = useEditorDialog<AdminBlogCategory>();

  const columns = useMemo<AdminColumn<AdminBlogCategory>[]>(
    () => [
      {
        id: 'name',
        header: t('adminContent.field.name'),
        enableHiding: false,
        cell: ({ row: { original: c } }) => (
          <button
            type="button"
            className="text-left font-medium text-fg hover:text-brand-700 dark:hover:text-brand-300"
            onClick={() => editor.edit(c)}
          >
            {c.name}
          </button>
        ),
      },
      {
        id: 'slug',
        header: t('adminContent.field.slug'),
        cell: ({ row }) => <code className="text-xs">{row.original.slug}</code>,
      },
      { id: 'postCount', header: t('adminContent.blog.posts'), cell: ({ row }) => row.original.postCount },
      {
        id: 'actions',
        header: '',
        enableHiding: false,
        cell: ({ row: { original: c } }) => (
          <button
            type="button"
            className={clsx(iconBtn, 'hover:text-red-600')}
            onClick={() => del.ask(c)}
            aria-label={t('adminContent.deleteNamed', { name: c.name })}
          >
            ✕
          </button>
        ),
      },
    ],
    [t],
  );

  const del = useConfirmDelete<AdminBlogCategory>({
    remove: (c) => adminContentApi.deleteCategory(c._id),
    onDeleted: () => list.reload(),
    title: t('adminContent.delete'),
    message: (x) => t('adminContent.deleteConfirm', { name: x.name }),
    deleted: t('adminContent.deleted'),
  });

  return (
    <section>
      <Link to={BLOG_ADMIN_PATH} className="text-xs text-fg-muted hover:text-fg">
        ← {t('admin.menu.blog')}
      </Link>
      <PageHeader
        title={t('admin.menu.blogCategories')}
        lead={t('adminContent.categories.lead')}
        actions={
          <button type="button" className={btnPrimary} onClick={() => editor.create()} data-testid="new-category">
            + {t('adminContent.categories.new')}
          </button>
        }
      />
      <div className="mt-4">
        <DataTable
          id="blog-categories"
          label={t('admin.menu.blogCategories')}
          columns={columns}
          {...wholeListTableProps(list)}
          getRowId={(c) => c._id}
          empty={<p>{t('adminContent.categories.empty')}</p>}
        />
      </div>
      <CategoryDialog open={editor.open} item={editor.item} onClose={editor.close} onSaved={list.reload} />
      {del.dialog}
    </section>
  );
}

function toForm(c: AdminBlogCategory | null): BlogCategoryForm {
  return { name: c?.name ?? '', slug: c?.slug ?? '', translations: formTranslationsOf(c?.translations, ['name'] as const) };
}

function CategoryDialog({
  open,
  item,
  onClose,
  onSaved,
}: {
  open: boolean;
  item: AdminBlogCategory | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const form = useAdminForm(blogCategoryFormSchema, toForm(item));
  useEffect(() => form.reset(toForm(item)), [open, item?._id]);

  const { save, busy } = useFormSave(form, async (v) => {
    await adminContentApi.saveCategory(item?._id ?? null, v);
    toast.success(t('adminContent.saved'));
    onSaved();
    onClose();
  });

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={item ? t('adminContent.categories.edit') : t('adminContent.categories.new')}
      testId="blog-category-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
    >
      <LanguageTabs>{(l) => <TextField key={l} name={fieldIn(l, 'name')} label={t('adminContent.field.name')} />}</LanguageTabs>
      <TextField name="slug" label={t('adminContent.field.slug')} hint={t('adminContent.slugHint')} />
    </FormModal>
  );
}
