import type { Province, Ward } from '@sen/core';
import { accountApi } from '@sen/core/api/account';
import { formatShopTime } from '@sen/core/shop-time';
import {
  DEFAULT_STORE_HOURS,
  type Store,
  type StoreForm,
  type StoreStockLine,
  type StoreTransfer,
  storeAddress,
  storeFormSchema,
} from '@sen/core/stores/index';
import { useEffect, useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { api } from '../../api/browser-api';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { badge, btn, btnPrimary } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { CheckboxField, SelectField, TextField, useAdminForm, useFormSave } from '../kit/form';
import { FormModal, Modal } from '../kit/Modal';
import { PageHeader } from '../kit/PageHeader';
import { useConfirmDelete } from '../kit/use-confirm-delete';
import { useEditorDialog } from '../kit/use-editor-dialog';
import { useServerList, wholeListTableProps } from '../kit/use-server-list';
import { adminStoresApi } from './api';
import { TransferDialog } from './TransferDialog';

/** /admin/stores: the store locator — stores (spec 2 §3), their pickup stock and the transfers between them. */
export function StoreLocatorPage() {
  const t = useT();
  const list = useServerList('stores', (signal) => adminStoresApi.stores(signal));
  const editor = useEditorDialog<Store>();
  const del = useConfirmDelete<Store>({
    remove: (s) => adminStoresApi.remove(s.id),
    onDeleted: () => list.reload(),
    title: t('adminCatalog.delete'),
    message: (s) => t('adminCatalog.deleteConfirm', { name: s.name }),
    deleted: t('adminCatalog.deleted'),
    failed: t('adminStores.deleteFailed'),
  });
  const [stockOf, setStockOf] = useState<Store | null>(null);
  const [moves, setMoves] = useState(0);

  const columns = useMemo<AdminColumn<Store>[]>(
    () => [
      {
        id: 'name',
        header: t('adminStores.col.name'),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row: { original: s } }) => (
          <button type="button" className="text-left font-medium text-fg hover:text-brand-700" onClick={() => editor.edit(s)}>
            {s.name}
            <span className="block text-xs text-fg-muted">{s.phone}</span>
          </button>
        ),
      },
      {
        id: 'address',
        header: t('adminStores.col.address'),
        enableSorting: false,
        cell: ({ row }) => <span className="text-sm">{storeAddress(row.original)}</span>,
      },
      {
        id: 'roles',
        header: t('adminStores.col.roles'),
        enableSorting: false,
        cell: ({ row: { original: s } }) => (
          <span className="flex flex-wrap gap-1">
            {s.isDefault && <span className={`${badge} bg-brand-100 text-brand-800`}>{t('adminStores.role.default')}</span>}
            {s.isPickupLocation && (
              <span className={`${badge} bg-emerald-100 text-emerald-800`}>{t('adminStores.role.pickup')}</span>
            )}
            {s.isShippingOrigin && <span className={`${badge} bg-sky-100 text-sky-800`}>{t('adminStores.role.origin')}</span>}
          </span>
        ),
      },
      {
        id: 'status',
        header: t('adminStores.col.status'),
        enableSorting: false,
        cell: ({ row }) => (row.original.isActive ? t('adminStores.active') : t('adminStores.inactive')),
      },
      {
        id: 'actions',
        header: '',
        enableSorting: false,
        enableHiding: false,
        cell: ({ row: { original: s } }) => (
          <span className="flex gap-2">
            <button type="button" className={btn} onClick={() => setStockOf(s)} data-testid={`stock-${s.id}`}>
              {t('adminStores.stock')}
            </button>
            <button type="button" className={btn} onClick={() => del.ask(s)}>
              {t('adminCatalog.delete')}
            </button>
          </span>
        ),
      },
    ],
    [t],
  );

  return (
    <section>
      <PageHeader
        title={t('admin.menu.storeLocator')}
        lead={t('adminStores.lead')}
        actions={
          <button type="button" className={btnPrimary} onClick={() => editor.create()} data-testid="new-store">
            + {t('adminStores.new')}
          </button>
        }
      />
      <div className="mt-5">
        <DataTable
          id="stores"
          label={t('admin.menu.storeLocator')}
          columns={columns}
          {...wholeListTableProps(list)}
          getRowId={(s) => s.id}
          empty={<p>{t('adminStores.empty')}</p>}
        />
      </div>
      <TransfersTable version={moves} />
      <StoreDialog open={editor.open} store={editor.item} onClose={editor.close} onSaved={list.reload} />
      {stockOf && (
        <StockModal
          store={stockOf}
          stores={list.result?.items ?? []}
          onClose={() => setStockOf(null)}
          onMoved={() => setMoves((n) => n + 1)}
        />
      )}
      {del.dialog}
    </section>
  );
}

function TransfersTable({ version }: { version: number }) {
  const t = useT();
  const { lang } = useLanguage();
  const list = useServerList(`transfers-${version}`, (signal) => adminStoresApi.transfers(undefined, signal));
  const columns = useMemo<AdminColumn<StoreTransfer>[]>(
    () => [
      {
        id: 'when',
        header: t('adminStores.transfers.when'),
        enableSorting: false,
        cell: ({ row }) => formatShopTime(row.original.createdAt, lang),
      },
      {
        id: 'product',
        header: t('adminStores.transfer.product'),
        enableSorting: false,
        cell: ({ row }) => row.original.productName,
      },
      {
        id: 'from',
        header: t('adminStores.transfer.from'),
        enableSorting: false,
        cell: ({ row }) => row.original.from?.name ?? t('adminStores.transfer.pool'),
      },
      {
        id: 'to',
        header: t('adminStores.transfer.to'),
        enableSorting: false,
        cell: ({ row }) => row.original.to?.name ?? t('adminStores.transfer.pool'),
      },
      {
        id: 'quantity',
        header: t('adminStores.transfer.quantity'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{row.original.quantity}</span>,
      },
      { id: 'note', header: t('adminStores.transfer.note'), enableSorting: false, cell: ({ row }) => row.original.note || '—' },
      { id: 'by', header: t('adminStores.transfers.by'), enableSorting: false, cell: ({ row }) => row.original.actorEmail },
    ],
    [t, lang],
  );
  return (
    <div className="mt-8">
      <h2 className="mb-3 text-lg font-semibold">{t('adminStores.transfers')}</h2>
      <DataTable
        id="store-transfers"
        label={t('adminStores.transfers')}
        columns={columns}
        {...wholeListTableProps(list)}
        getRowId={(r) => r.id}
        empty={<p>—</p>}
      />
    </div>
  );
}

function toForm(s: Store | null): StoreForm {
  return {
    name: s?.name ?? '',
    address: s?.address ?? '',
    provinceCode: s?.province.code ?? '',
    wardCode: s?.ward.code ?? '',
    phone: s?.phone ?? '',
    email: s?.email ?? '',
    hours: (s?.hours ?? DEFAULT_STORE_HOURS).map((h) => ({ ...h })),
    isDefault: s?.isDefault ?? false,
    isPickupLocation: s?.isPickupLocation ?? true,
    isShippingOrigin: s?.isShippingOrigin ?? false,
    isActive: s?.isActive ?? true,
    latitude: s?.latitude ?? null,
    longitude: s?.longitude ?? null,
  };
}

function StoreDialog({
  open,
  store,
  onClose,
  onSaved,
}: {
  open: boolean;
  store: Store | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const form = useAdminForm(storeFormSchema, toForm(store));
  useEffect(() => {
    form.reset(toForm(store));
  }, [open, store?.id]);
  const { save, busy } = useFormSave(
    form,
    async (v) => {
      await adminStoresApi.save(store?.id ?? null, v);
      toast.success(t('adminStores.saved'));
      onSaved();
      onClose();
    },
    { failed: t('adminStores.saveFailed') },
  );
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={store ? t('adminStores.edit', { name: store.name }) : t('adminStores.new')}
      testId="store-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
      wide
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label={t('adminStores.field.name')} />
        <TextField name="address" label={t('adminStores.field.address')} />
        <PlaceFields />
        <TextField name="phone" label={t('adminStores.field.phone')} />
        <TextField name="email" label={t('adminStores.field.email')} />
        <TextField
          name="latitude"
          type="number"
          label={t('adminStores.field.latitude')}
          hint={t('adminStores.field.coordsHint')}
        />
        <TextField name="longitude" type="number" label={t('adminStores.field.longitude')} />
      </div>
      <HoursFields />
      <div className="flex flex-wrap gap-6">
        <CheckboxField name="isActive" label={t('adminStores.field.isActive')} />
        <CheckboxField name="isDefault" label={t('adminStores.field.isDefault')} />
        <CheckboxField name="isPickupLocation" label={t('adminStores.field.isPickupLocation')} />
        <CheckboxField name="isShippingOrigin" label={t('adminStores.field.isShippingOrigin')} />
      </div>
    </FormModal>
  );
}

/** Province, then one of its wards (2025 units, the address module’s lists; the server checks the pair). Also the seller application’s (issue 18). */
export function PlaceFields() {
  const t = useT();
  const { control, setValue, getValues } = useFormContext<StoreForm>();
  const province = useWatch({ control, name: 'provinceCode' });
  const [provinces, setProvinces] = useState<Province[]>([]);
  const [wards, setWards] = useState<Ward[]>([]);
  useEffect(() => {
    const c = new AbortController();
    accountApi(api)
      .provinces(c.signal)
      .then(setProvinces)
      .catch(() => undefined);
    return () => c.abort();
  }, []);
  useEffect(() => {
    if (!province) return setWards([]);
    const c = new AbortController();
    accountApi(api)
      .wards(province, c.signal)
      .then((list) => {
        setWards(list);
        if (!list.some((w) => w.code === getValues('wardCode'))) setValue('wardCode', '');
      })
      .catch(() => undefined);
    return () => c.abort();
  }, [province, getValues, setValue]);
  return (
    <>
      <SelectField
        name="provinceCode"
        label={t('adminStores.field.province')}
        options={[{ value: '', label: '—' }, ...provinces.map((p) => ({ value: p.code, label: p.name }))]}
      />
      <SelectField
        name="wardCode"
        label={t('adminStores.field.ward')}
        options={[{ value: '', label: '—' }, ...wards.map((w) => ({ value: w.code, label: w.name }))]}
      />
    </>
  );
}

function HoursFields() {
  const t = useT();
  const { control, register } = useFormContext<StoreForm>();
  const hours = useWatch({ control, name: 'hours' });
  const time = { setValueAs: (v: unknown) => (v ? String(v) : null) };
  const cls = 'block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-fg disabled:opacity-50';
  return (
    <fieldset className="grid gap-2 rounded-lg border border-line p-3">
      <legend className="px-1 text-sm font-medium text-fg">{t('adminStores.hours')}</legend>
      {hours.map((h, i) => (
        <div key={h.day} className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[8rem_1fr_1fr_auto]">
          <span className="col-span-2 text-sm font-medium sm:col-span-1 sm:pb-2">{t(`adminStores.day.${h.day}`)}</span>
          <label className="grid gap-1 text-xs text-fg-muted">
            {t('adminStores.open')}
            <input type="time" disabled={h.closed} className={cls} {...register(`hours.${i}.open`, time)} />
          </label>
          <label className="grid gap-1 text-xs text-fg-muted">
            {t('adminStores.close')}
            <input type="time" disabled={h.closed} className={cls} {...register(`hours.${i}.close`, time)} />
          </label>
          <div className="col-span-2 sm:col-span-1 sm:pb-2">
            <CheckboxField name={`hours.${i}.closed`} label={t('adminStores.closed')} />
          </div>
        </div>
      ))}
    </fieldset>
  );
}

function StockModal({
  store,
  stores,
  onClose,
  onMoved,
}: {
  store: Store;
  stores: Store[];
  onClose: () => void;
  onMoved: () => void;
}) {
  const t = useT();
  const [transferring, setTransferring] = useState(false);
  const list = useServerList(`store-stock-${store.id}`, async (signal) => {
    const items = await adminStoresApi.stock(store.id, signal);
    return { items, pagination: { page: 1, limit: items.length, totalCount: items.length, totalPages: 1 } };
  });
  const columns = useMemo<AdminColumn<StoreStockLine>[]>(
    () => [
      {
        id: 'product',
        header: t('adminStores.stock.product'),
        enableSorting: false,
        cell: ({ row: { original: l } }) => (
          <span>
            {l.name}
            {l.variantName && <span className="block text-xs text-fg-muted">{l.variantName}</span>}
            <span className="block font-mono text-xs text-fg-muted">{l.sku}</span>
          </span>
        ),
      },
      {
        id: 'quantity',
        header: t('adminStores.stock.quantity'),
        enableSorting: false,
        cell: ({ row }) => <span className="font-semibold tabular-nums">{row.original.quantity}</span>,
      },
      {
        id: 'pool',
        header: t('adminStores.stock.pool'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{row.original.poolQuantity}</span>,
      },
    ],
    [t],
  );
  return (
    <Modal
      open
      wide
      title={t('adminStores.stockTitle', { name: store.name })}
      onClose={onClose}
      testId="store-stock"
      footer={
        <button type="button" className={btnPrimary} onClick={() => setTransferring(true)} data-testid="open-transfer">
          {t('adminStores.transfer')}
        </button>
      }
    >
      <DataTable
        id="store-stock"
        label={t('adminStores.stockTitle', { name: store.name })}
        columns={columns}
        {...wholeListTableProps(list)}
        getRowId={(l) => `${l.productId}:${l.variantId ?? ''}`}
        empty={<p>{t('adminStores.stockEmpty')}</p>}
      />
      <TransferDialog
        open={transferring}
        store={store}
        stores={stores}
        onClose={() => setTransferring(false)}
        onDone={() => {
          list.reload();
          onMoved();
        }}
      />
    </Modal>
  );
}
