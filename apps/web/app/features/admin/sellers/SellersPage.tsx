import type { AdminProductRow } from '@sen/core/catalogue/types';
import { type AdminSeller, SELLER_STATUSES, type SellerReviewAction } from '@sen/core/sellers/index';
import { clsx } from 'clsx';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/LanguageProvider';
import { ApplicationStatusBadge } from '../../seller/ApplicationStatus';
import { toast } from '../../ui/toast';
import { badge, btn, btnDanger, btnPrimary, card, input, label } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { Modal } from '../kit/Modal';
import { PageHeader } from '../kit/PageHeader';
import { serverTableProps, useServerList } from '../kit/use-server-list';
import { useUrlFilters } from '../kit/use-url-filters';
import { adminSellersApi } from './api';

const PAGE_SIZE = 20;
const TABS = ['all', ...SELLER_STATUSES, 'products'] as const;
type Tab = (typeof TABS)[number];

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** /admin/sellers (issue 18): applications by status, one seller's review and commission, and sellers' products to review. */
export function SellersPage() {
  const t = useT();
  const filters = useUrlFilters(['status'] as const);
  const tab: Tab = (TABS as readonly string[]).includes(filters.values.status ?? '') ? (filters.values.status as Tab) : 'all';
  const [search, setSearch] = useState(filters.values.search ?? '');
  const [reviewProducts, setReviewProducts] = useState<boolean | null>(null);

  useEffect(() => {
    const c = new AbortController();
    adminSellersApi.settings(c.signal).then(
      (s) => setReviewProducts(s.reviewProducts),
      () => undefined,
    );
    return () => c.abort();
  }, []);

  const toggleModeration = async (on: boolean) => {
    try {
      setReviewProducts((await adminSellersApi.saveSettings(on)).reviewProducts);
    } catch (e) {
      toast.error(errorText(e));
    }
  };

  return (
    <section>
      <PageHeader title={t('admin.menu.sellers')} lead={t('adminSellers.lead')} />
      <label className="mt-4 flex items-center gap-2 text-sm text-fg">
        <input
          type="checkbox"
          checked={reviewProducts ?? true}
          disabled={reviewProducts === null}
          onChange={(e) => void toggleModeration(e.target.checked)}
          data-testid="seller-moderation"
        />
        {t('adminSellers.moderation')}
      </label>
      <nav className="mt-4 flex flex-wrap gap-1 border-b border-line" aria-label={t('admin.menu.sellers')}>
        {TABS.map((s) => (
          <button
            key={s}
            type="button"
            onClick={() => filters.set({ status: s === 'all' ? undefined : s })}
            aria-current={tab === s ? 'page' : undefined}
            data-testid={`sellers-tab-${s}`}
            className={clsx(
              '-mb-px border-b-2 px-3 py-2 text-sm font-semibold',
              tab === s
                ? 'border-brand-600 text-brand-700 dark:text-brand-300'
                : 'border-transparent text-fg-muted hover:text-fg',
            )}
          >
            {s === 'all'
              ? t('adminSellers.tab.all')
              : s === 'products'
                ? t('adminSellers.tab.products')
                : t(`seller.status.${s}`)}
          </button>
        ))}
      </nav>
      {tab === 'products' ? (
        <PendingProducts />
      ) : (
        <>
          <search className="mt-4 block max-w-sm">
            <input
              type="search"
              className={input}
              value={search}
              placeholder={t('adminSellers.search')}
              aria-label={t('adminSellers.search')}
              onChange={(e) => setSearch(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && filters.set({ search: search.trim() || undefined })}
            />
          </search>
          <SellerList status={tab} filters={filters} />
        </>
      )}
    </section>
  );
}

function SellerList({ status, filters }: { status: Tab; filters: ReturnType<typeof useUrlFilters<'status'>> }) {
  const t = useT();
  const [open, setOpen] = useState<AdminSeller | null>(null);
  const query = { status, q: filters.values.search, page: filters.page, limit: PAGE_SIZE };
  const list = useServerList(JSON.stringify(query), (signal) => adminSellersApi.sellers(query, signal));
  const columns = useMemo<AdminColumn<AdminSeller>[]>(
    () => [
      {
        id: 'shop',
        header: t('adminSellers.col.shop'),
        enableSorting: false,
        cell: ({ row: { original: s } }) => (
          <button
            type="button"
            className="text-left font-medium text-fg hover:text-brand-700"
            onClick={() => setOpen(s)}
            data-testid="seller-open"
          >
            <span className="flex items-center gap-2">
              <span className="flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted text-xs font-bold">
                {s.logo ? (
                  <img src={s.logo} alt="" className="size-full object-cover" data-testid="seller-logo-thumb" />
                ) : (
                  s.shopName.slice(0, 1)
                )}
              </span>
              {s.shopName}
            </span>
          </button>
        ),
      },
      {
        id: 'account',
        header: t('adminSellers.col.account'),
        enableSorting: false,
        cell: ({ row: { original: s } }) => <span className="text-sm">{s.userEmail}</span>,
      },
      { id: 'taxCode', header: t('adminSellers.col.taxCode'), enableSorting: false, cell: ({ row }) => row.original.taxCode },
      {
        id: 'province',
        header: t('adminSellers.col.province'),
        enableSorting: false,
        cell: ({ row }) => row.original.provinceName,
      },
      {
        id: 'status',
        header: t('adminSellers.col.status'),
        enableSorting: false,
        cell: ({ row }) => <ApplicationStatusBadge status={row.original.status} />,
      },
      {
        id: 'products',
        header: t('adminSellers.col.products'),
        enableSorting: false,
        cell: ({ row }) => row.original.productCount,
      },
      {
        id: 'commission',
        header: t('adminSellers.col.commission'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.commissionBp === null ? t('adminSellers.defaultRate') : `${row.original.commissionBp / 100}%`,
      },
      {
        id: 'created',
        header: t('adminSellers.col.created'),
        enableSorting: false,
        cell: ({ row }) => new Date(row.original.createdAt).toLocaleDateString(),
      },
    ],
    [t],
  );
  return (
    <div className="mt-4">
      <DataTable
        id="sellers"
        label={t('admin.menu.sellers')}
        columns={columns}
        {...serverTableProps(list, filters, PAGE_SIZE)}
        getRowId={(s) => s.id}
        onSortChange={() => undefined}
        empty={<p>{t('adminSellers.empty')}</p>}
      />
      {open && (
        <SellerDialog
          seller={open}
          onClose={() => setOpen(null)}
          onSaved={(s) => {
            setOpen(s);
            list.reload();
          }}
        />
      )}
    </div>
  );
}

function Field({ name, value }: { name: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-fg-muted">{name}</dt>
      <dd className="text-sm text-fg">{value || '—'}</dd>
    </div>
  );
}

function SellerDialog({
  seller,
  onClose,
  onSaved,
}: {
  seller: AdminSeller;
  onClose: () => void;
  onSaved: (s: AdminSeller) => void;
}) {
  const t = useT();
  const [note, setNote] = useState('');
  const [rate, setRate] = useState(seller.commissionBp === null ? '' : String(seller.commissionBp / 100));
  const [busy, setBusy] = useState(false);
  const [noteError, setNoteError] = useState('');

  const review = async (action: SellerReviewAction) => {
    if (action !== 'approve' && !note.trim()) return setNoteError(t('seller.v.noteRequired'));
    setBusy(true);
    try {
      onSaved(await adminSellersApi.review(seller.id, action, note.trim()));
      setNote('');
      setNoteError('');
      toast.success(t('adminSellers.reviewed'));
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const saveRate = async () => {
    const value = rate.trim() === '' ? null : Math.round(Number(rate.replace(',', '.')) * 100);
    if (value !== null && (!Number.isFinite(value) || value < 0 || value > 10000)) return toast.error(t('seller.v.commission'));
    setBusy(true);
    try {
      onSaved(await adminSellersApi.commission(seller.id, value));
      toast.success(t('adminSellers.reviewed'));
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const can = {
    approve: ['pending', 'rejected', 'suspended'].includes(seller.status),
    reject: seller.status === 'pending',
    suspend: seller.status === 'approved',
  };
  return (
    <Modal open wide title={t('adminSellers.detail', { shop: seller.shopName })} onClose={onClose} testId="seller-dialog">
      <div className="space-y-5">
        <div className="flex items-center gap-2">
          <ApplicationStatusBadge status={seller.status} />
          {seller.status === 'approved' && (
            <Link to={`/shops/${seller.slug}`} className="text-sm text-brand-700 hover:underline" target="_blank">
              /shops/{seller.slug}
            </Link>
          )}
        </div>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Field name={t('seller.apply.shopName')} value={seller.shopName} />
          <Field name={t('adminSellers.col.account')} value={`${seller.userName} · ${seller.userEmail}`} />
          <Field name={t('seller.apply.taxCode')} value={seller.taxCode} />
          <Field name={t('seller.apply.phone')} value={seller.phone} />
          <Field name={t('seller.apply.email')} value={seller.email} />
          <Field name={t('seller.apply.address')} value={`${seller.address}, ${seller.wardName}, ${seller.provinceName}`} />
          <Field
            name={t('adminSellers.bank')}
            value={`${seller.bankName} · ${seller.bankAccountNumber} · ${seller.bankAccountName}`}
          />
          <Field name={t('seller.apply.description')} value={seller.description} />
          {seller.reviewNote && <Field name={t('seller.status.note')} value={seller.reviewNote} />}
        </dl>
        <div className={clsx(card, 'p-4')}>
          <label className={label} htmlFor="seller-note">
            {t('adminSellers.note')}
          </label>
          <textarea
            id="seller-note"
            className={input}
            rows={2}
            value={note}
            maxLength={1000}
            onChange={(e) => setNote(e.target.value)}
            aria-invalid={noteError ? true : undefined}
            aria-describedby="seller-note-hint"
          />
          <p id="seller-note-hint" className={clsx('mt-1 text-xs', noteError ? 'text-red-600' : 'text-fg-muted')}>
            {noteError || t('adminSellers.noteHint')}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {can.approve && (
              <button
                type="button"
                className={btnPrimary}
                disabled={busy}
                onClick={() => void review('approve')}
                data-testid="seller-approve"
              >
                {t('adminSellers.approve')}
              </button>
            )}
            {can.reject && (
              <button
                type="button"
                className={btnDanger}
                disabled={busy}
                onClick={() => void review('reject')}
                data-testid="seller-reject"
              >
                {t('adminSellers.reject')}
              </button>
            )}
            {can.suspend && (
              <button
                type="button"
                className={btnDanger}
                disabled={busy}
                onClick={() => void review('suspend')}
                data-testid="seller-suspend"
              >
                {t('adminSellers.suspend')}
              </button>
            )}
          </div>
        </div>
        <div className={clsx(card, 'flex flex-wrap items-end gap-3 p-4')}>
          <div>
            <label className={label} htmlFor="seller-commission">
              {t('adminSellers.commission')}
            </label>
            <input
              id="seller-commission"
              className={clsx(input, 'w-32')}
              inputMode="decimal"
              value={rate}
              onChange={(e) => setRate(e.target.value)}
            />
          </div>
          <button
            type="button"
            className={btn}
            disabled={busy}
            onClick={() => void saveRate()}
            data-testid="seller-commission-save"
          >
            {t('adminSellers.commissionSave')}
          </button>
          <p className="w-full text-xs text-fg-muted">{t('adminSellers.commissionHint')}</p>
        </div>
      </div>
    </Modal>
  );
}

/** Sellers' products waiting for the shop's review: approve (publishes) or reject with a note. */
function PendingProducts() {
  const t = useT();
  const filters = useUrlFilters([] as const);
  const list = useServerList(`pending-${filters.page}`, (signal) =>
    adminSellersApi.pendingProducts(filters.page, PAGE_SIZE, signal),
  );
  const [rejecting, setRejecting] = useState<AdminProductRow | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const act = async (p: AdminProductRow, action: 'approve' | 'reject', text = '') => {
    setBusy(true);
    try {
      await adminSellersApi.reviewProduct(p._id, action, text);
      toast.success(t('adminSellers.reviewed'));
      setRejecting(null);
      setNote('');
      list.reload();
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const columns = useMemo<AdminColumn<AdminProductRow>[]>(
    () => [
      {
        id: 'name',
        header: t('adminSellers.product'),
        enableSorting: false,
        cell: ({ row: { original: p } }) => (
          <Link to={`/admin/products/${p._id}`} className="flex items-center gap-3 font-medium text-fg hover:text-brand-700">
            <span className="size-10 shrink-0 overflow-hidden rounded-md border border-line bg-muted">
              {p.thumbnail && <img src={p.thumbnail} alt="" loading="lazy" className="size-full object-cover" />}
            </span>
            {p.name}
          </Link>
        ),
      },
      {
        id: 'seller',
        header: t('adminSellers.seller'),
        enableSorting: false,
        cell: ({ row }) => row.original.seller?.name ?? '',
      },
      {
        id: 'review',
        header: t('seller.products.review'),
        enableSorting: false,
        cell: () => <span className={clsx(badge, 'bg-sky-100 text-sky-800')}>{t('seller.products.review.pending')}</span>,
      },
      {
        id: 'actions',
        header: '',
        enableSorting: false,
        cell: ({ row: { original: p } }) => (
          <span className="flex gap-2">
            <button
              type="button"
              className={btnPrimary}
              disabled={busy}
              onClick={() => void act(p, 'approve')}
              data-testid="product-approve"
            >
              {t('adminSellers.approvePublish')}
            </button>
            <button type="button" className={btn} disabled={busy} onClick={() => setRejecting(p)} data-testid="product-reject">
              {t('adminSellers.reject')}
            </button>
          </span>
        ),
      },
    ],
    [t, busy],
  );
  return (
    <div className="mt-4">
      <DataTable
        id="seller-products"
        label={t('adminSellers.tab.products')}
        columns={columns}
        {...serverTableProps(list, filters, PAGE_SIZE)}
        getRowId={(p) => p._id}
        onSortChange={() => undefined}
        empty={<p>{t('adminSellers.productsEmpty')}</p>}
      />
      {rejecting && (
        <Modal
          open
          title={t('adminSellers.rejectTitle', { name: rejecting.name })}
          onClose={() => setRejecting(null)}
          footer={
            <button
              type="button"
              className={btnDanger}
              disabled={busy || !note.trim()}
              onClick={() => void act(rejecting, 'reject', note.trim())}
              data-testid="product-reject-confirm"
            >
              {t('adminSellers.reject')}
            </button>
          }
        >
          <label className={label} htmlFor="product-note">
            {t('adminSellers.note')}
          </label>
          <textarea id="product-note" className={input} rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
        </Modal>
      )}
    </div>
  );
}
