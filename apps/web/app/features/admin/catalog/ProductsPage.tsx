import type { MessageKey } from '@sen/core';
import { type AdminProductQuery, type BulkAction, STOCK_FILTERS, type StockFilter } from '@sen/core/admin-catalog/types';
import { can } from '@sen/core/auth/permissions';
import type { Brand, Category } from '@sen/core/catalog';
import { ADMIN_PRODUCT_SORTS, PRODUCT_STATUSES, type ProductStatus } from '@sen/core/catalogue/schemas';
import type { AdminProductRow } from '@sen/core/catalogue/types';
import { formatVnd } from '@sen/core/money';
import { stockStatus } from '@sen/core/products/rules';
import { clsx } from 'clsx';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../auth/AuthProvider';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { ClearFilters } from '../kit/ClearFilters';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { CsvImport } from '../kit/CsvImport';
import { badge, btn, btnPrimary, input } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { Modal } from '../kit/Modal';
import { PageHeader } from '../kit/PageHeader';
import { serverTableProps, useServerList } from '../kit/use-server-list';
import { useUrlFilters } from '../kit/use-url-filters';
import { useCatalogScope } from './scope';

/** The product lists of the menu: all, and three fixed views of it (issue 12). */
export type ProductListPreset = 'all' | 'newArrivals' | 'bestSellers' | 'sale';

const PRESETS: Record<ProductListPreset, { title: MessageKey; query: AdminProductQuery }> = {
  all: { title: 'admin.menu.productList', query: {} },
  newArrivals: { title: 'admin.menu.newArrivals', query: { sort: 'createdAt', order: 'desc' } },
  bestSellers: { title: 'admin.menu.bestSellers', query: { sort: 'sold', order: 'desc', status: 'published' } },
  sale: { title: 'admin.menu.saleItems', query: { onSale: true } },
};

const FILTER_KEYS = ['status', 'category', 'brand', 'stock', 'onSale'] as const;
const PAGE_SIZE = 20;

export function statusBadge(status: ProductStatus): string {
  return clsx(
    badge,
    status === 'published' && 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
    status === 'draft' && 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
    status === 'archived' && 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  );
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** A flat category list in tree order with indented names, for selects. */
export function categoryOptions(categories: Category[]): { value: string; label: string }[] {
  const children = new Map<string | null, Category[]>();
  for (const c of categories) children.set(c.parent, [...(children.get(c.parent) ?? []), c]);
  const out: { value: string; label: string }[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const c of children.get(parent) ?? []) {
      out.push({ value: c._id, label: `${'— '.repeat(depth)}${c.name}` });
      walk(c._id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

export function useCatalogChoices() {
  const catalogApi = useCatalogScope().api;
  const [categories, setCategories] = useState<Category[]>([]);
  const [brands, setBrands] = useState<Brand[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    catalogApi.categories(controller.signal).then(
      (r) => setCategories(r.items),
      () => undefined,
    );
    catalogApi.brands({ limit: 100, sort: 'name', order: 'asc' }, controller.signal).then(
      (r) => setBrands(r.items),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return { categories, brands };
}

type BulkDialog = null | 'archive' | 'setCategory' | 'changePrice' | 'adjustStock';

/** The product list: server-paged, sorted and filtered from the URL, with bulk actions, CSV export and import. */
export function ProductsPage({ preset = 'all' }: { preset?: ProductListPreset }) {
  const t = useT();
  const { user } = useAuth();
  const scope = useCatalogScope();
  const catalogApi = scope.api;
  const canWrite = scope.seller || can(user?.role, 'products.write');
  const filters = useUrlFilters(FILTER_KEYS);
  const { values } = filters;
  const [search, setSearch] = useState(values.search ?? '');
  const debouncedSearch = useDebounced(search, 300);
  const { categories, brands } = useCatalogChoices();
  const [importOpen, setImportOpen] = useState(false);
  const [bulk, setBulk] = useState<{ dialog: BulkDialog; ids: string[]; clear: () => void }>({
    dialog: null,
    ids: [],
    clear: () => undefined,
  });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if ((values.search ?? '') !== debouncedSearch.trim()) filters.set({ search: debouncedSearch.trim() || undefined });
  }, [debouncedSearch]);

  const base = PRESETS[preset].query;
  const query: AdminProductQuery = {
    ...base,
    page: filters.page,
    limit: PAGE_SIZE,
    q: values.search,
    sort: (ADMIN_PRODUCT_SORTS as readonly string[]).includes(values.sort ?? '') ? values.sort : base.sort,
    order: values.order === 'asc' || values.order === 'desc' ? values.order : base.order,
    status: PRODUCT_STATUSES.includes(values.status as ProductStatus) ? (values.status as ProductStatus) : base.status,
    category: values.category,
    brand: values.brand,
    stock: STOCK_FILTERS.includes(values.stock as StockFilter) ? (values.stock as StockFilter) : undefined,
    onSale: values.onSale === 'true' ? true : base.onSale,
  };
  const key = JSON.stringify(query);
  const list = useServerList(key, (signal) => catalogApi.products(query, signal));

  const columns = useMemo<AdminColumn<AdminProductRow>[]>(
    () => [
      {
        id: 'name',
        header: t('adminCatalog.col.product'),
        enableHiding: false,
        cell: ({ row: { original: p } }) => (
          <Link
            to={`${scope.base}/${p._id}`}
            className="flex min-w-[14rem] items-center gap-3 font-medium text-fg hover:text-brand-700 dark:hover:text-brand-300"
          >
            <span className="size-10 shrink-0 overflow-hidden rounded-md border border-line bg-muted">
              {p.thumbnail && <img src={p.thumbnail} alt="" loading="lazy" className="size-full object-cover" />}
            </span>
            <span className="line-clamp-2">{p.name}</span>
          </Link>
        ),
      },
      {
        id: 'sku',
        header: 'SKU',
        enableSorting: false,
        cell: ({ row }) => <span className="whitespace-nowrap font-mono text-xs">{row.original.sku}</span>,
      },
      {
        id: 'price',
        header: t('adminCatalog.col.price'),
        cell: ({ row: { original: p } }) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatVnd(p.price)}
            {p.comparePrice && p.comparePrice > p.price ? (
              <s className="ml-1 text-xs text-fg-muted">{formatVnd(p.comparePrice)}</s>
            ) : null}
          </span>
        ),
      },
      {
        id: 'quantity',
        header: t('adminCatalog.col.stock'),
        cell: ({ row: { original: p } }) => {
          const s = stockStatus(p.quantity);
          return (
            <span
              className={clsx(
                'tabular-nums',
                s === 'out_of_stock'
                  ? 'text-red-600 dark:text-red-400'
                  : s === 'low_stock'
                    ? 'text-amber-600 dark:text-amber-400'
                    : '',
              )}
            >
              {p.quantity}
              {p.variantCount > 1 && (
                <span className="ml-1 text-xs text-fg-muted">({t('adminCatalog.variantCount', { count: p.variantCount })})</span>
              )}
            </span>
          );
        },
      },
      {
        id: 'status',
        header: t('adminCatalog.col.status'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="flex flex-wrap gap-1">
            <span className={statusBadge(row.original.status)}>{t(`adminCatalog.status.${row.original.status}`)}</span>
            {row.original.seller?.review && row.original.seller.review !== 'approved' && (
              <span
                className={clsx(badge, 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300')}
                data-testid="review-badge"
              >
                {t(`seller.products.review.${row.original.seller.review}`)}
              </span>
            )}
          </span>
        ),
      },
      {
        id: 'category',
        header: t('adminCatalog.col.category'),
        enableSorting: false,
        cell: ({ row }) => row.original.category?.name ?? '—',
      },
      {
        id: 'brand',
        header: t('adminCatalog.col.brand'),
        enableSorting: false,
        cell: ({ row }) => row.original.brand?.name ?? '—',
      },
      {
        id: 'updatedAt',
        header: t('adminCatalog.col.updated'),
        cell: ({ row }) => <time dateTime={row.original.updatedAt}>{new Date(row.original.updatedAt).toLocaleDateString()}</time>,
      },
    ],
    [t],
  );

  const runBulk = async (action: BulkAction, ids: string[], clear: () => void) => {
    setBusy(true);
    try {
      const result = await catalogApi.bulk(ids, action);
      toast.success(t('adminCatalog.bulk.done', { count: result.updated }));
      clear();
      setBulk({ dialog: null, ids: [], clear: () => undefined });
      list.reload();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('adminKit.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const filterSelect = (
    name: (typeof FILTER_KEYS)[number],
    labelKey: MessageKey,
    options: { value: string; label: string }[],
  ) => (
    <label className="flex min-w-[9rem] flex-1 flex-col gap-1 text-xs font-medium text-fg-muted sm:flex-none">
      {t(labelKey)}
      <select
        className={input}
        value={values[name] ?? ''}
        onChange={(e) => filters.set({ [name]: e.target.value || undefined })}
        data-testid={`filter-${name}`}
      >
        <option value="">{t('adminCatalog.filter.any')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <section>
      <PageHeader
        title={t(scope.seller ? 'seller.nav.products' : PRESETS[preset].title)}
        lead={t(scope.seller ? 'seller.products.lead' : `adminCatalog.lead.${preset}`)}
        actions={
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={btn}
              onClick={() =>
                catalogApi
                  .exportCsv({ ...query, page: undefined, limit: undefined })
                  .catch((e: unknown) => toast.error(e instanceof Error ? e.message : String(e)))
              }
              data-testid="export-csv"
            >
              {t('adminKit.csv.export')}
            </button>
            {canWrite && (
              <>
                {!scope.seller && (
                  <button type="button" className={btn} onClick={() => setImportOpen(true)} data-testid="import-csv">
                    {t('adminKit.csv.import')}
                  </button>
                )}
                <Link to={`${scope.base}/new`} className={btnPrimary} data-testid="new-product">
                  + {t('adminCatalog.newProduct')}
                </Link>
              </>
            )}
          </div>
        }
      />

      <search
        className="mt-5 flex flex-wrap items-end gap-3 rounded-xl border border-line bg-surface p-3"
        aria-label={t('adminCatalog.filters')}
      >
        <label className="flex min-w-[14rem] flex-[2] flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminCatalog.search')}
          <input
            type="search"
            className={input}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('adminCatalog.searchPlaceholder')}
            data-testid="product-search"
          />
        </label>
        {filterSelect(
          'status',
          'adminCatalog.col.status',
          PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`adminCatalog.status.${s}`) })),
        )}
        {filterSelect('category', 'adminCatalog.col.category', categoryOptions(categories))}
        {filterSelect(
          'brand',
          'adminCatalog.col.brand',
          brands.map((b) => ({ value: b._id, label: b.name })),
        )}
        {filterSelect(
          'stock',
          'adminCatalog.col.stock',
          STOCK_FILTERS.map((s) => ({ value: s, label: t(`adminCatalog.stock.${s}`) })),
        )}
        {preset !== 'sale' && (
          <label className="flex h-9 items-center gap-2 text-sm text-fg">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={values.onSale === 'true'}
              onChange={(e) => filters.set({ onSale: e.target.checked ? 'true' : undefined })}
            />
            {t('adminCatalog.filter.onSale')}
          </label>
        )}
        <ClearFilters filters={filters} onClear={() => setSearch('')} className={btn}>
          {t('adminCatalog.filter.clear')}
        </ClearFilters>
      </search>

      <div className="mt-4">
        <DataTable
          id="products"
          label={t(PRESETS[preset].title)}
          columns={columns}
          {...serverTableProps(list, filters, PAGE_SIZE)}
          getRowId={(p) => p._id}
          sort={query.sort}
          order={query.order}
          onSortChange={(sort, order) => filters.set({ sort, order })}
          initiallyHidden={['brand', 'updatedAt']}
          empty={
            <>
              <p>{filters.active ? t('adminCatalog.emptyFiltered') : t('adminCatalog.empty')}</p>
              {canWrite && !filters.active && (
                <Link to={`${scope.base}/new`} className={clsx(btnPrimary, 'mt-3')}>
                  + {t('adminCatalog.newProduct')}
                </Link>
              )}
            </>
          }
          bulkActions={
            canWrite && !scope.seller
              ? (ids, clear) => (
                  <span className="flex flex-wrap gap-1.5" data-testid="bulk-actions">
                    <button
                      type="button"
                      className={btn}
                      disabled={busy}
                      onClick={() => void runBulk({ action: 'publish' }, ids, clear)}
                    >
                      {t('adminCatalog.bulk.publish')}
                    </button>
                    <button
                      type="button"
                      className={btn}
                      disabled={busy}
                      onClick={() => void runBulk({ action: 'unpublish' }, ids, clear)}
                    >
                      {t('adminCatalog.bulk.unpublish')}
                    </button>
                    {(['archive', 'setCategory', 'changePrice', 'adjustStock'] as const).map((dialog) => (
                      <button
                        key={dialog}
                        type="button"
                        className={btn}
                        disabled={busy}
                        onClick={() => setBulk({ dialog, ids, clear })}
                      >
                        {t(`adminCatalog.bulk.${dialog}`)}
                      </button>
                    ))}
                  </span>
                )
              : undefined
          }
        />
      </div>

      <ConfirmDialog
        open={bulk.dialog === 'archive'}
        title={t('adminCatalog.bulk.archive')}
        message={t('adminCatalog.bulk.archiveConfirm', { count: bulk.ids.length })}
        confirmLabel={t('adminCatalog.bulk.archive')}
        danger
        busy={busy}
        onConfirm={() => void runBulk({ action: 'archive' }, bulk.ids, bulk.clear)}
        onCancel={() => setBulk((b) => ({ ...b, dialog: null }))}
      />
      <BulkParamsDialog
        dialog={bulk.dialog}
        count={bulk.ids.length}
        categories={categories}
        busy={busy}
        onClose={() => setBulk((b) => ({ ...b, dialog: null }))}
        onApply={(action) => void runBulk(action, bulk.ids, bulk.clear)}
      />
      {canWrite && (
        <CsvImport
          open={importOpen}
          onClose={() => setImportOpen(false)}
          title={t('adminKit.csv.importTitle')}
          dryRun={catalogApi.importDryRun}
          run={catalogApi.importRun}
          poll={catalogApi.importJob}
          onImported={list.reload}
        />
      )}
    </section>
  );
}

function BulkParamsDialog({
  dialog,
  count,
  categories,
  busy,
  onClose,
  onApply,
}: {
  dialog: BulkDialog;
  count: number;
  categories: Category[];
  busy: boolean;
  onClose: () => void;
  onApply: (action: BulkAction) => void;
}) {
  const t = useT();
  const [category, setCategory] = useState('');
  const [mode, setMode] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const open = dialog === 'setCategory' || dialog === 'changePrice' || dialog === 'adjustStock';
  const number = Number(value.replace(/[\s.](?=\d{3}\b)/g, '').replace(',', '.'));
  const valid =
    dialog === 'setCategory'
      ? category !== ''
      : value.trim() !== '' && Number.isFinite(number) && number !== 0 && (dialog !== 'adjustStock' || Number.isInteger(number));

  const apply = () => {
    if (!valid) return;
    if (dialog === 'setCategory') onApply({ action: 'setCategory', category });
    else if (dialog === 'changePrice') onApply({ action: 'changePrice', mode, value: number });
    else if (dialog === 'adjustStock') onApply({ action: 'adjustStock', delta: number });
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={dialog && open ? t(`adminCatalog.bulk.${dialog}`) : ''}
      footer={
        <>
          <button type="button" className={btn} onClick={onClose}>
            {t('adminKit.cancel')}
          </button>
          <button type="button" className={btnPrimary} disabled={!valid || busy} onClick={apply} data-testid="bulk-apply">
            {t('adminCatalog.bulk.apply', { count })}
          </button>
        </>
      }
    >
      {dialog === 'setCategory' && (
        <label className="block text-sm font-medium text-fg">
          {t('adminCatalog.col.category')}
          <select className={clsx(input, 'mt-1')} value={category} onChange={(e) => setCategory(e.target.value)} data-autofocus>
            <option value="">{t('adminCatalog.filter.choose')}</option>
            {categoryOptions(categories).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {dialog === 'changePrice' && (
        <div className="space-y-3">
          <fieldset className="flex gap-4 text-sm text-fg">
            <legend className="mb-1 text-sm font-medium">{t('adminCatalog.bulk.priceMode')}</legend>
            {(['percent', 'amount'] as const).map((m) => (
              <label key={m} className="flex items-center gap-1.5">
                <input
                  type="radio"
                  name="price-mode"
                  className="accent-brand-600"
                  checked={mode === m}
                  onChange={() => setMode(m)}
                />
                {t(`adminCatalog.bulk.${m}`)}
              </label>
            ))}
          </fieldset>
          <label className="block text-sm font-medium text-fg">
            {mode === 'percent' ? t('adminCatalog.bulk.percentValue') : t('adminCatalog.bulk.amountValue')}
            <input
              className={clsx(input, 'mt-1')}
              inputMode="decimal"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              data-autofocus
            />
          </label>
          <p className="text-xs text-fg-muted">{t('adminCatalog.bulk.priceHint')}</p>
        </div>
      )}
      {dialog === 'adjustStock' && (
        <label className="block text-sm font-medium text-fg">
          {t('adminCatalog.bulk.stockDelta')}
          <input
            className={clsx(input, 'mt-1')}
            inputMode="numeric"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            data-autofocus
          />
          <span className="mt-1 block text-xs font-normal text-fg-muted">{t('adminCatalog.bulk.stockHint')}</span>
        </label>
      )}
    </Modal>
  );
}
