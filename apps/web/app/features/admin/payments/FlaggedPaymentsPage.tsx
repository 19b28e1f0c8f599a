import { can } from '@sen/core/auth/permissions';
import type { MessageKey } from '@sen/core/i18n/translate';
import { formatVnd } from '@sen/core/money';
import { type FlaggedPayment, resolvePaymentSchema } from '@sen/core/payments/review';
import { clsx } from 'clsx';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../auth/AuthProvider';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { badge, btn, btnPrimary } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { TextField, useAdminForm, useFormSave } from '../kit/form';
import { FormModal } from '../kit/Modal';
import { PageHeader } from '../kit/PageHeader';
import { serverTableProps, useServerList } from '../kit/use-server-list';
import { useUrlFilters } from '../kit/use-url-filters';
import { dateTime } from '../orders/order-ui';
import { adminPaymentsApi } from './api';

const FILTER_KEYS = ['status'] as const;
const STATUSES = ['open', 'resolved', 'all'] as const;
type Status = (typeof STATUSES)[number];
const PAGE_SIZE = 20;

/** USD is kept in cents; VND in whole dong. */
export function money(p: Pick<FlaggedPayment, 'amount' | 'currency'>): string {
  return p.currency === 'VND' ? formatVnd(p.amount) : `${(p.amount / 100).toFixed(2)} ${p.currency}`;
}

const providerName = (p: string) => (p === 'BANK_TRANSFER' ? 'Bank' : p);

/**
 * Payments flagged for review (decision 0311): money that could not pay its order as it came.
 * Staff (orders.write) resolve one with a note; a refunder (returns.refund) sends a gateway's money
 * back through the gateway. Each row links to its order.
 */
export function FlaggedPaymentsPage() {
  const t = useT();
  const { lang } = useLanguage();
  const { user } = useAuth();
  const mayResolve = can(user?.role, 'orders.write');
  const mayRefund = can(user?.role, 'returns.refund');
  const filters = useUrlFilters(FILTER_KEYS);
  const status: Status = STATUSES.includes(filters.values.status as Status) ? (filters.values.status as Status) : 'open';
  const query = { status, page: filters.page, limit: PAGE_SIZE };
  const list = useServerList(JSON.stringify(query), (signal) => adminPaymentsApi.flagged(query, signal));
  const [acting, setActing] = useState<{ p: FlaggedPayment; refund: boolean } | null>(null);

  const columns = useMemo<AdminColumn<FlaggedPayment>[]>(
    () => [
      {
        id: 'received',
        header: t('adminPayments.col.received'),
        enableHiding: false,
        enableSorting: false,
        cell: ({ row }) => <time className="whitespace-nowrap text-xs">{dateTime(row.original.receivedAt, lang)}</time>,
      },
      {
        id: 'provider',
        header: t('adminPayments.col.provider'),
        enableSorting: false,
        cell: ({ row: { original: p } }) => (
          <span className="block min-w-[7rem] text-xs">
            <span className="block font-medium">{providerName(p.provider)}</span>
            <span className="block font-mono text-fg-muted">{p.transactionId}</span>
          </span>
        ),
      },
      {
        id: 'amount',
        header: t('adminPayments.col.amount'),
        enableSorting: false,
        cell: ({ row }) => <span className="whitespace-nowrap font-medium tabular-nums">{money(row.original)}</span>,
      },
      {
        id: 'outcome',
        header: t('adminPayments.col.outcome'),
        enableSorting: false,
        cell: ({ row: { original: p } }) => (
          <span className={clsx(badge, 'bg-amber-500/15 text-amber-800 dark:text-amber-200')}>
            {t(`adminPayments.outcome.${p.outcome}` as MessageKey)}
          </span>
        ),
      },
      {
        id: 'order',
        header: t('adminPayments.col.order'),
        enableSorting: false,
        cell: ({ row: { original: p } }) =>
          p.orderCode ? (
            <Link
              to={`/admin/orders/${p.orderCode}`}
              className="whitespace-nowrap font-mono text-xs font-semibold text-brand-700 hover:underline dark:text-brand-300"
            >
              {p.orderCode}
            </Link>
          ) : (
            <span className="text-xs text-fg-muted">{t('adminPayments.noOrder')}</span>
          ),
      },
      {
        id: 'note',
        header: t('adminPayments.col.note'),
        enableSorting: false,
        cell: ({ row: { original: p } }) => (
          <span className="block min-w-[12rem] text-xs">
            {p.content && <span className="block font-mono">“{p.content}”</span>}
            <span className="block text-fg-muted">{p.note}</span>
            {p.resolution && <span className="mt-1 block">✔ {p.resolution}</span>}
          </span>
        ),
      },
      {
        id: 'status',
        header: t('adminPayments.col.status'),
        enableSorting: false,
        cell: ({ row: { original: p } }) =>
          p.open ? (
            <span className={clsx(badge, 'bg-red-500/15 text-red-700 dark:text-red-300')}>{t('adminPayments.open')}</span>
          ) : (
            <span className="text-xs">
              {p.refundStatus === 'refunded' && <span className="block font-medium">{t('adminPayments.refunded')}</span>}
              {t('adminPayments.resolvedBy', { who: p.resolvedBy ?? '—' })}
            </span>
          ),
      },
      {
        id: 'actions',
        header: t('adminPayments.col.actions'),
        enableHiding: false,
        enableSorting: false,
        cell: ({ row: { original: p } }) =>
          p.open ? (
            <div className="flex flex-wrap gap-2">
              {mayRefund && p.canRefund && (
                <button type="button" className={btn} onClick={() => setActing({ p, refund: true })} data-testid="flagged-refund">
                  {t('adminPayments.refund')}
                </button>
              )}
              {mayResolve && (
                <button
                  type="button"
                  className={btnPrimary}
                  onClick={() => setActing({ p, refund: false })}
                  data-testid="flagged-resolve"
                >
                  {t('adminPayments.resolve')}
                </button>
              )}
            </div>
          ) : null,
      },
    ],
    [t, lang, mayRefund, mayResolve],
  );

  return (
    <section>
      <PageHeader title={t('admin.menu.flaggedPayments')} lead={t('adminPayments.lead')} />
      <div role="tablist" aria-label={t('adminPayments.tabs')} className="mt-5 flex flex-wrap gap-1">
        {STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === status}
            data-testid={`flagged-tab-${s}`}
            onClick={() => filters.set({ status: s === 'open' ? undefined : s })}
            className={clsx(
              'inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium',
              s === status ? 'bg-brand-600 text-white' : 'border border-line bg-surface text-fg hover:bg-muted',
            )}
          >
            {t(`adminPayments.tab.${s}`)}
          </button>
        ))}
      </div>
      <div className="mt-4">
        <DataTable
          id="flagged-payments"
          label={t('admin.menu.flaggedPayments')}
          columns={columns}
          {...serverTableProps(list, filters, PAGE_SIZE)}
          getRowId={(p) => p._id}
          onSortChange={() => undefined}
          empty={<p>{t('adminPayments.empty')}</p>}
        />
      </div>
      <ActionDialog acting={acting} onClose={() => setActing(null)} onDone={list.reload} />
    </section>
  );
}

function ActionDialog({
  acting,
  onClose,
  onDone,
}: {
  acting: { p: FlaggedPayment; refund: boolean } | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const form = useAdminForm(resolvePaymentSchema, { note: '' });
  useEffect(() => form.reset({ note: '' }), [acting]);
  const { save, busy } = useFormSave(form, async ({ note }) => {
    if (!acting) return;
    await (acting.refund ? adminPaymentsApi.refund(acting.p._id, note) : adminPaymentsApi.resolve(acting.p._id, note));
    toast.success(t(acting.refund ? 'adminPayments.refundDone' : 'adminPayments.done'));
    onClose();
    onDone();
  });
  return (
    <FormModal
      open={acting !== null}
      onClose={onClose}
      title={t(acting?.refund ? 'adminPayments.refundTitle' : 'adminPayments.resolveTitle')}
      testId="flagged-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
      submitLabel={t(acting?.refund ? 'adminPayments.refund' : 'adminPayments.resolve')}
    >
      {acting?.refund && (
        <p className="text-sm text-fg-muted">
          {t('adminPayments.refundLead', { amount: money(acting.p), provider: providerName(acting.p.provider) })}
        </p>
      )}
      <TextField name="note" label={t('adminPayments.note')} multiline />
    </FormModal>
  );
}
