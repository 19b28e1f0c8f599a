import { type AdminBanner, type BannerForm, bannerFormSchema, formTranslationsOf } from '@sen/core/content/admin';
import { clsx } from 'clsx';
import { useEffect, useMemo } from 'react';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
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
import { Badge, fieldIn, formatWhen, fromLocalInput, LanguageTabs, toLocalInput, UploadedImageField } from './shared';

const FIELDS = ['title', 'description'] as const;

/** Whether a slide shows now: active and inside its window. */
function showing(b: AdminBanner, now = new Date().toISOString()) {
  return b.isActive && (!b.startsAt || b.startsAt <= now) && (!b.endsAt || b.endsAt > now);
}

/** The home page's banner slides (spec 1 §3): desktop and mobile pictures, link, order, display window, five languages. */
export function BannersPage() {
  const t = useT();
  const { lang } = useLanguage();
  const list = useServerList('banners', (signal) => adminContentApi.banners(signal));
  const editor = useEditorDialog<AdminBanner>();

  const columns = useMemo<AdminColumn<AdminBanner>[]>(
    () => [
      {
        id: 'title',
        header: t('adminContent.field.title'),
        enableHiding: false,
        cell: ({ row: { original: b } }) => (
          <button
            type="button"
            className="flex items-center gap-3 text-left font-medium text-fg hover:text-brand-700 dark:hover:text-brand-300"
            onClick={() => editor.edit(b)}
          >
            <span className="flex h-10 w-20 shrink-0 items-center justify-center overflow-hidden rounded-md border border-line bg-muted">
              {b.imageDesktop && <img src={b.imageDesktop} alt="" loading="lazy" className="size-full object-cover" />}
            </span>
            {b.title}
          </button>
        ),
      },
      {
        id: 'link',
        header: t('adminContent.field.link'),
        cell: ({ row }) => <span className="text-xs">{row.original.link || '—'}</span>,
      },
      { id: 'displayOrder', header: t('adminContent.field.displayOrder'), cell: ({ row }) => row.original.displayOrder },
      {
        id: 'window',
        header: t('adminContent.banners.window'),
        cell: ({ row: { original: b } }) => (
          <span className="text-xs tabular-nums">
            {formatWhen(b.startsAt, lang)} → {formatWhen(b.endsAt, lang)}
          </span>
        ),
      },
      {
        id: 'status',
        header: t('adminContent.col.status'),
        cell: ({ row: { original: b } }) =>
          showing(b) ? (
            <Badge tone="green">{t('adminContent.banners.showing')}</Badge>
          ) : (
            <Badge tone="slate">{b.isActive ? t('adminContent.banners.outside') : t('adminContent.inactive')}</Badge>
          ),
      },
      {
        id: 'actions',
        header: '',
        enableHiding: false,
        cell: ({ row: { original: b } }) => (
          <button
            type="button"
            className={clsx(iconBtn, 'hover:text-red-600')}
            onClick={() => del.ask(b)}
            aria-label={t('adminContent.deleteNamed', { name: b.title })}
          >
            ✕
          </button>
        ),
      },
    ],
    [t, lang],
  );

  const del = useConfirmDelete<AdminBanner>({
    remove: (b) => adminContentApi.deleteBanner(b._id),
    onDeleted: () => list.reload(),
    title: t('adminContent.delete'),
    message: (x) => t('adminContent.deleteConfirm', { name: x.title }),
    deleted: t('adminContent.deleted'),
  });

  return (
    <section>
      <PageHeader
        title={t('admin.menu.banners')}
        lead={t('adminContent.banners.lead')}
        actions={
          <button type="button" className={btnPrimary} onClick={() => editor.create()} data-testid="new-banner">
            + {t('adminContent.banners.new')}
          </button>
        }
      />
      <div className="mt-4">
        <DataTable
          id="banners"
          label={t('admin.menu.banners')}
          columns={columns}
          {...wholeListTableProps(list)}
          getRowId={(b) => b._id}
          empty={<p>{t('adminContent.banners.empty')}</p>}
        />
      </div>
      <BannerDialog open={editor.open} banner={editor.item} onClose={editor.close} onSaved={list.reload} />
      {del.dialog}
    </section>
  );
}

function toForm(b: AdminBanner | null): BannerForm {
  return {
    title: b?.title ?? '',
    description: b?.description ?? '',
    imageDesktop: b?.imageDesktop ?? '',
    imageMobile: b?.imageMobile ?? '',
    link: b?.link ?? '',
    displayOrder: b?.displayOrder ?? 0,
    isActive: b?.isActive ?? true,
    startsAt: toLocalInput(b?.startsAt),
    endsAt: toLocalInput(b?.endsAt),
    translations: formTranslationsOf(b?.translations, FIELDS),
  };
}

function BannerDialog({
  open,
  banner,
  onClose,
  onSaved,
}: {
  open: boolean;
  banner: AdminBanner | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const form = useAdminForm(bannerFormSchema, toForm(banner));
  useEffect(() => form.reset(toForm(banner)), [open, banner?._id]);

  const { save, busy } = useFormSave(form, async (v) => {
    await adminContentApi.saveBanner(banner?._id ?? null, {
      ...v,
      startsAt: fromLocalInput(v.startsAt),
      endsAt: fromLocalInput(v.endsAt),
    });
    toast.success(t('adminContent.saved'));
    onSaved();
    onClose();
  });

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={banner ? t('adminContent.banners.edit') : t('adminContent.banners.new')}
      testId="banner-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
      wide
    >
      <LanguageTabs>
        {(l) => (
          <div className="grid gap-4">
            <TextField key={`t-${l}`} name={fieldIn(l, 'title')} label={t('adminContent.field.title')} />
            <TextField key={`d-${l}`} name={fieldIn(l, 'description')} label={t('adminContent.field.description')} multiline />
          </div>
        )}
      </LanguageTabs>
      <div className="grid gap-4 sm:grid-cols-2">
        <UploadedImageField name="imageDesktop" label={t('adminContent.banners.desktop')} testId="banner-desktop" />
        <UploadedImageField name="imageMobile" label={t('adminContent.banners.mobile')} testId="banner-mobile" />
      </div>
      <TextField
        name="link"
        label={t('adminContent.field.link')}
        placeholder="/flash-sale"
        hint={t('adminContent.banners.linkHint')}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name="displayOrder" type="number" label={t('adminContent.field.displayOrder')} />
        <TextField name="startsAt" type="datetime-local" label={t('adminContent.banners.startsAt')} />
        <TextField name="endsAt" type="datetime-local" label={t('adminContent.banners.endsAt')} />
      </div>
      <CheckboxField name="isActive" label={t('adminContent.active')} />
    </FormModal>
  );
}
