import { type FlashSaleForm, flashSaleFormSchema, fromLocalInput, toLocalInput } from '@sen/core/checkout/promotion-forms';
import type { FlashSale } from '@sen/core/checkout/types';
import { clsx } from 'clsx';
import { useEffect, useMemo, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { adminCatalogApi } from '../catalog/api';
import { badge, btn, btnPrimary, iconBtn } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { CheckboxField, SelectField, TextField, useAdminForm, useFormSave } from '../kit/form';
import { FormModal } from '../kit/Modal';
import { PageHeader } from '../kit/PageHeader';
import { ProductPicker } from '../kit/ProductPicker';
import { useConfirmDelete } from '../kit/use-confirm-delete';
import { useEditorDialog } from '../kit/use-editor-dialog';
import { serverTableProps, useServerList } from '../kit/use-server-list';
import { useUrlFilters } from '../kit/use-url-filters';
import { adminPromotionsApi } from './api';

const PAGE_SIZE = 20;
const date = (iso: string) => new Date(iso).toLocaleString('vi-VN');

/** /admin/marketing/flash-sales: sale windows with a flash price per product or variant and their caps. */
export function FlashSalesPage() {
  const t = useT();
  const filters = useUrlFilters([] as const);
  const list = useServerList(`${filters.page}`, (signal) =>
    adminPromotionsApi.flashSales({ page: filters.page, limit: PAGE_SIZE }, signal),
  );
  const editor = useEditorDialog<FlashSale>();
  const del = useConfirmDelete<FlashSale>({
    remove: (s) => adminPromotionsApi.deleteFlashSale(s._id),
    onDeleted: () => list.reload(),
    title: t('adminCatalog.delete'),
    message: (s) => t('adminCatalog.deleteConfirm', { name: s.name }),
    deleted: t('adminCatalog.deleted'),
    failed: t('adminPromo.failed'),
  });

  const columns = useMemo<AdminColumn<FlashSale>[]>(
    () => [
      {
        id: 'name',
        header: t('adminPromo.col.name'),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row: { original: s } }) => (
          <button type="button" className="text-left font-medium text-fg hover:text-brand-700" onClick={() => editor.edit(s)}>
            {s.name}
          </button>
        ),
      },
      {
        id: 'window',
        header: t('adminPromo.col.window'),
        enableSorting: false,
        cell: ({ row: { original: s } }) => (
          <span className="text-xs">
            {date(s.startsAt)} → {date(s.endsAt)}
          </span>
        ),
      },
      {
        id: 'items',
        header: t('adminFlash.col.items'),
        enableSorting: false,
        cell: ({ row: { original: s } }) => (
          <ul className="text-xs">
            {s.items.map((i) => (
              <li key={i._id}>{i.product?.name ?? i.productId}</li>
            ))}
          </ul>
        ),
      },
      {
        id: 'sold',
        header: t('adminFlash.col.sold'),
        enableSorting: false,
        cell: ({ row: { original: s } }) => (
          <ul className="text-xs tabular-nums">
            {s.items.map((i) => (
              <li key={i._id}>
                {i.sold}
                {i.cap !== null ? ` / ${i.cap}` : ''}
              </li>
            ))}
          </ul>
        ),
      },
      {
        id: 'status',
        header: t('adminPromo.col.status'),
        enableSorting: false,
        cell: ({ row: { original: s } }) => (
          <span className={`${badge} ${s.isActive ? 'bg-green-100 text-green-800' : 'bg-muted text-fg-muted'}`}>
            {s.isActive ? t('adminPromo.active') : t('adminPromo.paused')}
          </span>
        ),
      },
      {
        id: 'actions',
        header: '',
        enableSorting: false,
        enableHiding: false,
        cell: ({ row: { original: s } }) => (
          <div className="flex gap-1">
            <button
              type="button"
              className={btn}
              onClick={() =>
                void adminPromotionsApi.saveFlashSale(s._id, { isActive: !s.isActive }).then(
                  () => list.reload(),
                  () => toast.error(t('adminPromo.failed')),
                )
              }
            >
              {s.isActive ? t('adminPromo.pause') : t('adminPromo.resume')}
            </button>
            <button type="button" className={btn} onClick={() => del.ask(s)}>
              {t('adminCatalog.delete')}
            </button>
          </div>
        ),
      },
    ],
    [t, list.reload],
  );

  return (
    <section>
      <PageHeader
        title={t('admin.menu.flashSales')}
        lead={t('adminFlash.lead')}
        actions={
          <button type="button" className={btnPrimary} onClick={() => editor.create()} data-testid="new-flash-sale">
            + {t('adminFlash.new')}
          </button>
        }
      />
      <div className="mt-5">
        <DataTable
          id="flash-sales"
          label={t('admin.menu.flashSales')}
          columns={columns}
          {...serverTableProps(list, filters, PAGE_SIZE)}
          onSortChange={() => {}}
          getRowId={(s) => s._id}
          empty={<p>{t('adminFlash.empty')}</p>}
        />
      </div>
      <FlashSaleDialog open={editor.open} sale={editor.item} onClose={editor.close} onSaved={list.reload} />
      {del.dialog}
    </section>
  );
}

function toForm(s: FlashSale | null): FlashSaleForm {
  const now = Date.now();
  return {
    name: s?.name ?? '',
    startsAt: toLocalInput(s?.startsAt ?? new Date(now).toISOString()),
    endsAt: toLocalInput(s?.endsAt ?? new Date(now + 2 * 3_600_000).toISOString()),
    isActive: s?.isActive ?? true,
    items: s?.items.map((i) => ({
      productId: i.productId,
      variantId: i.variantId ?? '',
      priceType: i.priceType,
      value: i.value,
      cap: i.cap,
      perCustomer: i.perCustomer,
    })) ?? [{ productId: '', variantId: '', priceType: 'percentage', value: 10, cap: null, perCustomer: null }],
  };
}

function FlashSaleDialog({
  open,
  sale,
  onClose,
  onSaved,
}: {
  open: boolean;
  sale: FlashSale | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const form = useAdminForm(flashSaleFormSchema, toForm(sale));
  useEffect(() => {
    form.reset(toForm(sale));
  }, [open, sale?._id]);

  const { save, busy } = useFormSave(
    form,
    async (v) => {
      await adminPromotionsApi.saveFlashSale(sale?._id ?? null, {
        ...v,
        startsAt: fromLocalInput(v.startsAt),
        endsAt: fromLocalInput(v.endsAt),
        items: v.items.map((i) => ({ ...i, variantId: i.variantId || null })),
      });
      toast.success(t('adminPromo.done'));
      onSaved();
      onClose();
    },
    { failed: t('adminPromo.failed') },
  );

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={sale ? t('adminFlash.edit', { name: sale.name }) : t('adminFlash.new')}
      testId="flash-sale-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
      wide
    >
      <TextField name="name" label={t('adminPromo.field.name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="startsAt" type="datetime-local" label={t('adminPromo.field.startsAt')} />
        <TextField name="endsAt" type="datetime-local" label={t('adminPromo.field.endsAt')} />
      </div>
      <ItemFields />
      <CheckboxField name="isActive" label={t('adminPromo.field.isActive')} />
    </FormModal>
  );
}

/** The item's variant, chosen among the picked product's ('' = every variant of it). */
function VariantSelect({ index }: { index: number }) {
  const t = useT();
  const { control, setValue, getValues } = useFormContext<FlashSaleForm>();
  const productId = useWatch({ control, name: `items.${index}.productId` });
  const [variants, setVariants] = useState<{ _id: string; name: string }[]>([]);
  useEffect(() => {
    if (!productId) return setVariants([]);
    const c = new AbortController();
    adminCatalogApi
      .product(productId, c.signal)
      .then((p) => {
        const list = p.variants ?? [];
        setVariants(list);
        const chosen = getValues(`items.${index}.variantId`);
        if (chosen && !list.some((v) => v._id === chosen)) setValue(`items.${index}.variantId`, '');
      })
      .catch(() => setVariants([]));
    return () => c.abort();
  }, [productId, index, getValues, setValue]);
  // The options arrive after the form's value (an edited sale): show the chosen one again.
  useEffect(() => {
    if (variants.length) setValue(`items.${index}.variantId`, getValues(`items.${index}.variantId`));
  }, [variants, index, getValues, setValue]);
  return (
    <SelectField
      name={`items.${index}.variantId`}
      label={t('adminFlash.item.variant')}
      options={[{ value: '', label: '—' }, ...variants.map((v) => ({ value: v._id, label: v.name }))]}
    />
  );
}

function ItemFields() {
  const t = useT();
  const { control } = useFormContext<FlashSaleForm>();
  const items = useFieldArray({ control, name: 'items' });
  return (
    <fieldset className="grid gap-3 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-medium text-fg">{t('adminFlash.items')}</legend>
      {items.fields.map((f, i) => (
        <div key={f.id} className="grid grid-cols-2 items-start gap-2 sm:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]">
          <ProductPicker
            name={`items.${i}.productId`}
            label={t('adminFlash.item.product')}
            className="col-span-2 sm:col-span-6"
          />
          <VariantSelect index={i} />
          <SelectField
            name={`items.${i}.priceType`}
            label={t('adminFlash.item.priceType')}
            options={[
              { value: 'percentage', label: t('adminFlash.item.percentage') },
              { value: 'fixed', label: t('adminFlash.item.fixed') },
            ]}
          />
          <TextField name={`items.${i}.value`} type="number" label={t('adminFlash.item.value')} />
          <TextField name={`items.${i}.cap`} type="number" label={t('adminFlash.item.cap')} />
          <TextField name={`items.${i}.perCustomer`} type="number" label={t('adminFlash.item.perCustomer')} />
          <button
            type="button"
            className={clsx(iconBtn, 'mt-6 hover:text-red-600')}
            onClick={() => items.remove(i)}
            aria-label={t('adminFlash.item.remove', { n: i + 1 })}
          >
            ✕
          </button>
        </div>
      ))}
      <div>
        <button
          type="button"
          className={btn}
          onClick={() =>
            items.append({ productId: '', variantId: '', priceType: 'percentage', value: 10, cap: null, perCustomer: null })
          }
        >
          + {t('adminFlash.item.add')}
        </button>
      </div>
    </fieldset>
  );
}
