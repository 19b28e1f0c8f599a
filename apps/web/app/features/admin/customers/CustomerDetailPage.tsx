import { can, ROLES } from '@sen/core/auth/permissions';
import { USER_STATUSES } from '@sen/core/auth/types';
import type { OrderStatus, PaymentStatus } from '@sen/core/checkout/order-status';
import { type CustomerNoteForm, customerNoteFormSchema } from '@sen/core/customers/forms';
import type { CustomerDetail, CustomerOrderRow } from '@sen/core/customers/types';
import { formatVnd } from '@sen/core/money';
import { clsx } from 'clsx';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link } from 'react-router';
import { useAuth } from '../../auth/AuthProvider';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { btn, card, input } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { TextField, useAdminForm, useFormSave } from '../kit/form';
import { PageHeader } from '../kit/PageHeader';
import { OrderStatusBadge, PaymentBadge } from '../orders/order-ui';
import { adminCustomersApi } from './api';
import { dateTimeShort, Stars, shortDate, UserStatusBadge } from './customer-ui';

function Section({ title, children, testId, lead }: { title: string; children: ReactNode; testId?: string; lead?: string }) {
  return (
    <section className={clsx(card, 'p-4')} data-testid={testId}>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-fg-muted">{title}</h2>
      {lead && <p className="mt-1 text-xs text-fg-muted">{lead}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}

type Change = { kind: 'status'; value: string } | { kind: 'role'; value: string };

/** /admin/customers/:id: orders, money spent, addresses, reviews, staff notes, status and (admins) role. */
export function CustomerDetailPage({ id }: { id: string }) {
  const t = useT();
  const { lang } = useLanguage();
  const { user } = useAuth();
  const canWrite = can(user?.role, 'customers.write');
  const canRole = can(user?.role, 'users.manage');
  const [detail, setDetail] = useState<CustomerDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [role, setRole] = useState('');
  const [change, setChange] = useState<Change | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    (signal?: AbortSignal) =>
      adminCustomersApi.detail(id, signal).then(
        (d) => {
          setDetail(d);
          setStatus(d.customer.status);
          setRole(d.customer.role);
        },
        (e: unknown) => {
          if (!signal?.aborted) setError(e instanceof Error ? e.message : String(e));
        },
      ),
    [id],
  );
  useEffect(() => {
    const c = new AbortController();
    void load(c.signal);
    return () => c.abort();
  }, [load]);

  const orderColumns = useMemo<AdminColumn<CustomerOrderRow>[]>(
    () => [
      {
        id: 'code',
        header: t('adminOrders.col.code'),
        enableSorting: false,
        cell: ({ row: { original: o } }) => (
          <Link
            to={`/admin/orders/${o.code}`}
            className="font-mono text-xs font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            {o.code}
          </Link>
        ),
      },
      {
        id: 'date',
        header: t('adminOrders.col.date'),
        enableSorting: false,
        cell: ({ row }) => dateTimeShort(row.original.createdAt, lang),
      },
      {
        id: 'total',
        header: t('adminOrders.col.total'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{formatVnd(row.original.total)}</span>,
      },
      {
        id: 'payment',
        header: t('adminOrders.col.payment'),
        enableSorting: false,
        cell: ({ row }) => <PaymentBadge status={row.original.paymentStatus as PaymentStatus} />,
      },
      {
        id: 'status',
        header: t('adminOrders.col.status'),
        enableSorting: false,
        cell: ({ row }) => <OrderStatusBadge status={row.original.status as OrderStatus} />,
      },
    ],
    [t, lang],
  );

  if (error) return <p className="text-sm text-red-600">{error}</p>;
  if (!detail) return <p className="text-sm text-fg-muted">{t('adminKit.loading')}</p>;
  const c = detail.customer;
  const name = c.name || c.email;

  const apply = async () => {
    if (!change) return;
    setBusy(true);
    try {
      if (change.kind === 'status') setDetail(await adminCustomersApi.setStatus(c._id, change.value));
      else {
        await adminCustomersApi.setRole(c._id, change.value);
        // No longer a customer: the staff user list is where they are managed now.
        await load();
      }
      toast.success(t('adminCustomers.accessSaved'));
      setChange(null);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : t('adminKit.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section>
      <Link to="/admin/customers" className="text-sm text-fg-muted hover:underline">
        {t('adminCustomers.back')}
      </Link>
      <PageHeader
        title={<span data-testid="customer-name">{name}</span>}
        lead={t('adminCustomers.since', { date: shortDate(c.createdAt, lang) })}
      />
      <div className="mt-4 grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-4">
          <Section title={t('adminCustomers.orders')} testId="customer-orders">
            <p className="mb-3 text-sm">
              {t('adminCustomers.orderCount', { count: c.orderCount })} · {t('adminCustomers.col.spent')}:{' '}
              <strong className="tabular-nums" data-testid="total-spent">
                {formatVnd(c.totalSpent)}
              </strong>
            </p>
            <DataTable
              id="customer-orders"
              label={t('adminCustomers.orders')}
              columns={orderColumns}
              rows={detail.orders}
              getRowId={(o) => o._id}
              total={detail.orders.length}
              page={1}
              limit={Math.max(detail.orders.length, 1)}
              loading={false}
              error={null}
              onRetry={() => void load()}
              onSortChange={() => {}}
              onPageChange={() => {}}
              empty={<p>{t('adminCustomers.noOrders')}</p>}
            />
          </Section>
          <Section title={t('adminCustomers.reviews')} testId="customer-reviews">
            {detail.reviews.length === 0 ? (
              <p className="text-sm text-fg-muted">{t('adminCustomers.noReviews')}</p>
            ) : (
              <ul className="space-y-3">
                {detail.reviews.map((r) => (
                  <li key={r._id} className="text-sm">
                    <Stars rating={r.rating} label={t('adminReviews.stars', { n: r.rating })} />{' '}
                    <a
                      href={`/products/${r.product.slug}#reviews`}
                      className="font-medium hover:underline"
                      target="_blank"
                      rel="noopener"
                    >
                      {r.product.name}
                    </a>
                    {r.status === 'hidden' && <span className="ml-1 text-xs text-fg-muted">({t('adminReviews.st.hidden')})</span>}
                    {r.title && <p className="font-medium">{r.title}</p>}
                    <p className="line-clamp-3 whitespace-pre-line text-fg-muted">{r.body}</p>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <CustomerNotes detail={detail} canWrite={canWrite} onSaved={(notes) => setDetail({ ...detail, notes })} />
        </div>

        <div className="grid content-start gap-4">
          <Section title={t('adminCustomers.col.customer')}>
            <p className="break-all text-sm">
              <a href={`mailto:${c.email}`} className="hover:underline">
                {c.email}
              </a>
            </p>
            {c.phoneNumber && (
              <p className="text-sm">
                <a href={`tel:${c.phoneNumber}`} className="hover:underline">
                  {c.phoneNumber}
                </a>
              </p>
            )}
            <p className="mt-2 flex flex-wrap gap-1">
              <UserStatusBadge status={c.status} />
              <span className="text-xs text-fg-muted">
                {c.isVerified ? t('adminCustomers.verified') : t('adminCustomers.unverified')}
              </span>
            </p>
            <p className="mt-1 text-xs text-fg-muted">
              {t('adminCustomers.col.lastLogin')}: {shortDate(c.lastLogin, lang)}
            </p>
          </Section>

          <Section title={t('adminCustomers.access')} testId="customer-access">
            <p
              className="mb-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
              role="note"
            >
              {t('adminSettings.users.warning')}
            </p>
            <label className="block text-xs font-medium text-fg-muted" htmlFor="customer-status">
              {t('adminCustomers.status')}
            </label>
            <span className="mt-1 flex gap-2">
              <select
                id="customer-status"
                className={input}
                value={status}
                disabled={!canWrite}
                onChange={(e) => setStatus(e.target.value)}
                data-testid="status-select"
              >
                {USER_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`adminSettings.status.${s}`)}
                  </option>
                ))}
              </select>
              {canWrite && (
                <button
                  type="button"
                  className={btn}
                  disabled={status === c.status}
                  onClick={() => setChange({ kind: 'status', value: status })}
                  data-testid="apply-status"
                >
                  {t('adminCustomers.apply')}
                </button>
              )}
            </span>
            <label className="mt-3 block text-xs font-medium text-fg-muted" htmlFor="customer-role">
              {t('adminCustomers.role')}
            </label>
            <span className="mt-1 flex gap-2">
              <select
                id="customer-role"
                className={input}
                value={role}
                disabled={!canRole}
                onChange={(e) => setRole(e.target.value)}
                data-testid="role-select"
              >
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(`role.${r}`)}
                  </option>
                ))}
              </select>
              {canRole && (
                <button
                  type="button"
                  className={btn}
                  disabled={role === c.role}
                  onClick={() => setChange({ kind: 'role', value: role })}
                  data-testid="apply-role"
                >
                  {t('adminCustomers.apply')}
                </button>
              )}
            </span>
            {!canRole && <p className="mt-1 text-xs text-fg-muted">{t('adminCustomers.roleAdminOnly')}</p>}
          </Section>

          <Section title={t('adminCustomers.addresses')}>
            {detail.addresses.length === 0 ? (
              <p className="text-sm text-fg-muted">{t('adminCustomers.noAddresses')}</p>
            ) : (
              <ul className="space-y-2">
                {detail.addresses.map((a) => (
                  <li key={a._id} className="text-sm">
                    <span className="font-medium">{a.fullName}</span> · {a.phone}
                    {a.isDefault && <span className="ml-1 text-xs text-brand-700">({t('adminCustomers.defaultAddress')})</span>}
                    <span className="block text-fg-muted">{a.line}</span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
      </div>
      <ConfirmDialog
        open={change !== null}
        title={t('adminCustomers.access')}
        message={`${t('adminCustomers.confirmAccess', { name })} ${t('adminSettings.users.warning')}`}
        confirmLabel={t('adminCustomers.apply')}
        danger={change?.kind === 'role' || change?.value === 'banned'}
        busy={busy}
        onConfirm={() => void apply()}
        onCancel={() => setChange(null)}
      />
    </section>
  );
}

function CustomerNotes({
  detail,
  canWrite,
  onSaved,
}: {
  detail: CustomerDetail;
  canWrite: boolean;
  onSaved: (notes: CustomerDetail['notes']) => void;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const form = useAdminForm(customerNoteFormSchema, { body: '' });
  const { save, busy } = useFormSave(form, async (v: CustomerNoteForm) => {
    onSaved(await adminCustomersApi.addNote(detail.customer._id, v.body));
    form.reset({ body: '' });
    toast.success(t('adminCustomers.noteSaved'));
  });
  return (
    <Section title={t('adminCustomers.notes')} lead={t('adminCustomers.notesLead')} testId="customer-notes">
      {canWrite && (
        <FormProvider {...form}>
          <form onSubmit={save} noValidate className="mb-4 grid gap-2">
            <TextField name="body" label={t('adminCustomers.addNote')} multiline />
            <span>
              <button type="submit" className={btn} disabled={busy} data-testid="add-customer-note">
                {t('adminCustomers.addNote')}
              </button>
            </span>
          </form>
        </FormProvider>
      )}
      {detail.notes.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('adminCustomers.noNotes')}</p>
      ) : (
        <ul className="space-y-3">
          {detail.notes.map((n) => (
            <li key={n._id} className="text-sm">
              <p className="whitespace-pre-line">{n.body}</p>
              <p className="text-xs text-fg-muted">
                {n.author.name} · {dateTimeShort(n.createdAt, lang)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
