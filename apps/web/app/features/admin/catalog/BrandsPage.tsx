import { type BrandForm, brandFormSchema } from '@sen/core/admin-catalog/forms';
import type { Brand } from '@sen/core/catalog';
import { slugify } from '@sen/core/text';
import { clsx } from 'clsx';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { badge, btnPrimary, iconBtn, input } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { applyServerErrors, CheckboxField, TextField, useAdminForm } from '../kit/form';
import { SingleImageField } from '../kit/ImageUploader';
import { FormModal } from '../kit/Modal';
import { PageHeader } from '../kit/PageHeader';
import { useConfirmDelete } from '../kit/use-confirm-delete';
import { useEditorDialog } from '../kit/use-editor-dialog';
import { serverTableProps, useServerList } from '../kit/use-server-list';
import { useUrlFilters } from '../kit/use-url-filters';
import { adminCatalogApi } from './api';
import { toMultipart } from './multipart';

const PAGE_SIZE = 20;
const NO_FILTERS = [] as const;

/** Brands: a server-paged table with logo, and a dialog with logo and cover images. */
export function BrandsPage() {
  const t = useT();
  const filters = useUrlFilters(NO_FILTERS);
  const [search, setSearch] = useState(filters.values.search ?? '');
  const editor = useEditorDialog<Brand>();
  const sort = filters.values.sort ?? 'name';
  const order = filters.values.order === 'desc' ? 'desc' : 'asc';
  const query = { page: filters.page, limit: PAGE_SIZE, search: filters.values.search, sort, order };
  const list = useServerList(JSON.stringify(query), (signal) => adminCatalogApi.brands(query, signal));

  const columns = useMemo<AdminColumn<Brand>[]>(
    () => [
      {
        id: 'name',
        header: t('adminCatalog.field.name'),
        enableHiding: false,
        cell: ({ row: { original: b } }) => (
          <button
            type="button"
            className="flex items-center gap-3 text-left font-medium text-fg hover:text-brand-700 dark:hover:text-brand-300"
            onClick={() => editor.edit(b)}
          >
            <span className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md border border-line bg-white">
              {b.logo && <img src={b.logo} alt="" loading="lazy" className="max-h-full max-w-full object-contain" />}
            </span>
            {b.name}
          </button>
        ),
      },
      {
        id: 'website',
        header: t('adminCatalog.brands.website'),
        enableSorting: false,
        cell: ({ row }) => <span className="text-xs text-fg-muted">{row.original.website || '—'}</span>,
      },
      {
        id: 'origin',
        header: t('adminCatalog.brands.origin'),
        enableSorting: false,
        cell: ({ row: { original: b } }) => [b.origin.country, b.origin.year].filter(Boolean).join(' · ') || '—',
      },
      {
        id: 'productCount',
        header: t('adminCatalog.col.products'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{row.original.productCount}</span>,
      },
      {
        id: 'isActive',
        header: t('adminCatalog.col.status'),
        enableSorting: false,
        cell: ({ row: { original: b } }) => (
          <span className="flex gap-1">
            <span
              className={clsx(
                badge,
                b.isActive
                  ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300'
                  : 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
              )}
            >
              {b.isActive ? t('adminCatalog.active') : t('adminCatalog.inactive')}
            </span>
            {b.isFeatured && (
              <span className={clsx(badge, 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300')}>
                {t('adminCatalog.brands.featured')}
              </span>
            )}
          </span>
        ),
      },
      {
        id: 'actions',
        header: '',
        enableSorting: false,
        enableHiding: false,
        cell: ({ row: { original: b } }) => (
          <button
            type="button"
            className={clsx(iconBtn, 'hover:text-red-600')}
            onClick={() => del.ask(b)}
            aria-label={t('adminCatalog.brands.delete', { name: b.name })}
          >
            ✕
          </button>
        ),
      },
    ],
    [t],
  );

  useEffect(() => {
    const timer = setTimeout(() => {
      if ((filters.values.search ?? '') !== search.trim()) filters.set({ search: search.trim() || undefined });
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  const del = useConfirmDelete<Brand>({
    remove: (brand) => adminCatalogApi.deleteBrand(brand._id),
    onDeleted: () => list.reload(),
    title: t('adminCatalog.delete'),
    message: (x) => t('adminCatalog.deleteConfirm', { name: x.name }),
    deleted: t('adminCatalog.deleted'),
  });

  return (
    <section>
      <PageHeader
        title={t('admin.menu.brands')}
        lead={t('adminCatalog.brands.lead')}
        actions={
          <button type="button" className={btnPrimary} onClick={() => editor.create()} data-testid="new-brand">
            + {t('adminCatalog.brands.new')}
          </button>
        }
      />
      <search className="mt-5 block max-w-md">
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminCatalog.search')}
          <input type="search" className={input} value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
      </search>
      <div className="mt-4">
        <DataTable
          id="brands"
          label={t('admin.menu.brands')}
          columns={columns}
          {...serverTableProps(list, filters, PAGE_SIZE)}
          getRowId={(b) => b._id}
          sort={sort}
          order={order}
          onSortChange={(s, o) => filters.set({ sort: s, order: o })}
          empty={<p>{filters.active ? t('adminCatalog.emptyFiltered') : t('adminCatalog.brands.empty')}</p>}
        />
      </div>
      <BrandDialog open={editor.open} brand={editor.item} onClose={editor.close} onSaved={list.reload} />
      {del.dialog}
    </section>
  );
}

function brandToForm(b: Brand | null): BrandForm {
  return {
    name: b?.name ?? '',
    slug: b?.slug ?? '',
    description: b?.description ?? '',
    website: b?.website ?? '',
    isActive: b?.isActive ?? true,
    isFeatured: b?.isFeatured ?? false,
    metaTitle: b?.metaTitle ?? '',
    metaDescription: b?.metaDescription ?? '',
    metaKeywords: b?.metaKeywords.join(', ') ?? '',
    originCountry: b?.origin.country ?? '',
    originYear: b?.origin.year ?? null,
  };
}

function BrandDialog({
  open,
  brand,
  onClose,
  onSaved,
}: {
  open: boolean;
  brand: Brand | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const form = useAdminForm(brandFormSchema, brandToForm(brand));
  const [logo, setLogo] = useState<File | null | undefined>(undefined);
  const [cover, setCover] = useState<File | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const slugTouched = useRef(Boolean(brand));
  const name = useWatch({ control: form.control, name: 'name' });

  useEffect(() => {
    form.reset(brandToForm(brand));
    setLogo(undefined);
    setCover(undefined);
    slugTouched.current = Boolean(brand);
  }, [open, brand?._id]);

  useEffect(() => {
    if (!slugTouched.current) form.setValue('slug', slugify(name ?? ''));
  }, [name, form]);

  const save = form.handleSubmit(async (v) => {
    setBusy(true);
    try {
      await adminCatalogApi.saveBrand(
        brand?._id ?? null,
        toMultipart({
          name: v.name,
          slug: v.slug || slugify(v.name),
          description: v.description,
          website: v.website,
          isActive: v.isActive,
          isFeatured: v.isFeatured,
          metaTitle: v.metaTitle,
          metaDescription: v.metaDescription,
          metaKeywords: v.metaKeywords,
          'origin.country': v.originCountry,
          'origin.year': v.originYear,
          logo,
          coverImage: cover,
        }),
      );
      toast.success(t('adminCatalog.saved'));
      onSaved();
      onClose();
    } catch (error) {
      applyServerErrors(form, error, t('adminKit.saveFailed'), {
        'origin.country': 'originCountry',
        'origin.year': 'originYear',
      });
    } finally {
      setBusy(false);
    }
  });

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={brand ? t('adminCatalog.brands.edit', { name: brand.name }) : t('adminCatalog.brands.new')}
      testId="brand-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
    >
      <TextField name="name" label={t('adminCatalog.field.name')} />
      <TextField name="slug" label={t('adminCatalog.field.slug')} hint={t('adminCatalog.field.slugHint')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SingleImageField
          label={t('adminCatalog.brands.logo')}
          current={brand?.logo ?? ''}
          value={logo}
          onChange={setLogo}
          testId="brand-logo"
        />
        <SingleImageField
          label={t('adminCatalog.brands.cover')}
          current={brand?.coverImage ?? ''}
          value={cover}
          onChange={setCover}
          testId="brand-cover"
        />
      </div>
      <TextField name="description" label={t('adminCatalog.field.description')} multiline />
      <TextField name="website" type="url" label={t('adminCatalog.brands.website')} placeholder="https://" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="originCountry" label={t('adminCatalog.brands.country')} />
        <TextField name="originYear" type="number" label={t('adminCatalog.brands.year')} />
      </div>
      <div className="flex flex-wrap gap-6">
        <CheckboxField name="isActive" label={t('adminCatalog.field.isActive')} />
        <CheckboxField name="isFeatured" label={t('adminCatalog.brands.featured')} />
      </div>
      <TextField name="metaTitle" label={t('adminCatalog.field.metaTitle')} />
      <TextField name="metaDescription" label={t('adminCatalog.field.metaDescription')} multiline />
      <TextField name="metaKeywords" label={t('adminCatalog.field.metaKeywords')} hint={t('adminKit.commaHint')} />
    </FormModal>
  );
}
