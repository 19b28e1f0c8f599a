import { isApiError } from '@sen/core/api-client';
import { can } from '@sen/core/auth/permissions';
import type { AdminOrder } from '@sen/core/checkout/order-admin';
import {
  type CancelForm,
  cancelFormSchema,
  type MarkPaidForm,
  type MoveForm,
  markPaidFormSchema,
  moveFormSchema,
  type ShipForm,
  shipFormSchema,
} from '@sen/core/checkout/order-admin-forms';
import { isOrderEditable } from '@sen/core/checkout/order-edit';
import type { OrderStatus } from '@sen/core/checkout/order-status';
import { formatVnd } from '@sen/core/money';
import { clsx } from 'clsx';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { Link } from 'react-router';
import { useAuth } from '../../auth/AuthProvider';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { OrderInvoice } from '../customers/OrderInvoice';
import { btn, btnDanger, btnPrimary, card } from '../kit/classes';
import { applyServerErrors, TextField, useAdminForm, useFormSave } from '../kit/form';
import { FormModal } from '../kit/Modal';
import { PageHeader } from '../kit/PageHeader';
import { OrderShipmentsPanel } from '../payouts/OrderShipmentsPanel';
import { OrderReturnsPanel } from '../returns/OrderReturnsPanel';
import { PickupPanel } from '../stores/PickupPanel';
import { adminOrdersApi } from './api';
import { OrderEditDialog } from './OrderEditDialog';
import { dateTime, OrderStatusBadge, PaymentBadge, statusLabel } from './order-ui';
import { ShipmentPanel } from './ShipmentPanel';

type Dialog =
  | null
  | { kind: 'move'; to: OrderStatus }
  | { kind: 'ship' }
  | { kind: 'cancel' }
  | { kind: 'paid' }
  | { kind: 'edit' };

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className={clsx(card, 'p-4')} data-testid={testId}>
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-fg-muted">{title}</h2>
      {children}
    </section>
  );
}

/** One order for staff: items, totals, customer, payment, shipping, the timeline, next moves, notes (issue 13). */
export function OrderDetailPage({ code }: { code: string }) {
  const t = useT();
  const { lang } = useLanguage();
  const { user } = useAuth();
  const canWrite = can(user?.role, 'orders.write');
  const [order, setOrder] = useState<AdminOrder | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);

  const load = useCallback(
    (signal?: AbortSignal) =>
      adminOrdersApi.order(code, signal).then(setOrder, (e: unknown) => {
        if (!signal?.aborted) setError(e instanceof Error ? e.message : String(e));
      }),
    [code],
  );
  useEffect(() => {
    const c = new AbortController();
    void load(c.signal);
    return () => c.abort();
  }, [load]);

  if (error) {
    return (
      <div role="alert" className="py-10 text-center">
        <p className="text-sm text-red-600 dark:text-red-400">{error}</p>
        <Link to="/admin/orders" className={clsx(btn, 'mt-3')}>
          {t('adminOrders.back')}
        </Link>
      </div>
    );
  }
  if (!order) return <p className="py-10 text-center text-sm text-fg-muted">{t('adminKit.loading')}</p>;

  const done = (next: AdminOrder, message: string) => {
    setOrder(next);
    setDialog(null);
    toast.success(message);
  };
  const editable = canWrite && isOrderEditable(order) && (order.giftCardAmount ?? 0) === 0 && (order.pointsRedeemed ?? 0) === 0;
  const paidSoFar = order.paymentStatus === 'paid' ? order.payments.reduce((s, p) => s + p.amount, 0) : 0;
  const balance = paidSoFar > 0 ? order.total - paidSoFar : 0;
  const moves = order.nextStatuses.filter((s) => s !== 'cancelled' && !(s === 'paymentReceived' && order.canMarkPaid));
  const money = (n: number) => formatVnd(n);
  const print = (doc: 'invoice' | 'slip', size: 'a4' | '80mm') =>
    `/admin/orders/print?codes=${order.code}&doc=${doc}&size=${size}`;
  const timeline = [
    ...order.history.map((h) => ({
      at: h.createdAt,
      title: t(statusLabel(h.status)),
      note: h.note,
      who: h.actor ? h.actor.name || h.actor.email : t(`adminOrders.by.${h.by === 'customer' ? 'customer' : 'system'}`),
    })),
    ...order.payments.map((p) => ({
      at: p.createdAt,
      title: t('adminOrders.paymentRecorded', { amount: money(p.amount) }),
      note: [p.reference && `${t('adminOrders.reference')}: ${p.reference}`, p.note].filter(Boolean).join(' — '),
      who: p.by ? p.by.name || p.by.email : t('adminOrders.by.system'),
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));

  return (
    <section>
      <nav className="mb-2 text-sm">
        <Link to="/admin/orders" className="text-fg-muted hover:text-fg">
          ← {t('admin.menu.allOrders')}
        </Link>
      </nav>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {t('adminOrders.detail.title', { code: order.code })}
            <OrderStatusBadge status={order.status} />
            <PaymentBadge status={order.paymentStatus} />
          </span>
        }
        lead={t('adminOrders.detail.placed', { date: dateTime(order.createdAt, lang) })}
        actions={
          <span className="flex flex-wrap gap-2">
            <a className={btn} href={print('invoice', 'a4')} target="_blank" rel="noopener" data-testid="print-invoice">
              {t('adminOrders.print.invoice')}
            </a>
            <a className={btn} href={print('slip', 'a4')} target="_blank" rel="noopener">
              {t('adminOrders.print.slip')}
            </a>
            <a className={btn} href={print('invoice', '80mm')} target="_blank" rel="noopener">
              {t('adminOrders.print.receipt')}
            </a>
          </span>
        }
      />

      {canWrite && (moves.length > 0 || order.canMarkPaid || editable || order.nextStatuses.includes('cancelled')) && (
        <div className={clsx(card, 'mt-4 flex flex-wrap items-center gap-2 p-3')} data-testid="order-actions">
          <span className="mr-1 text-sm font-medium text-fg-muted">{t('adminOrders.next')}</span>
          {moves.map((s) => (
            <button
              key={s}
              type="button"
              className={btnPrimary}
              data-testid={`move-${s}`}
              onClick={() => setDialog(s === 'shipped' ? { kind: 'ship' } : { kind: 'move', to: s })}
            >
              {t(statusLabel(s))}
            </button>
          ))}
          {order.canMarkPaid && (
            <button type="button" className={btn} data-testid="mark-paid" onClick={() => setDialog({ kind: 'paid' })}>
              {t('adminOrders.markPaid')}
            </button>
          )}
          {editable && (
            <button type="button" className={btn} data-testid="edit-order" onClick={() => setDialog({ kind: 'edit' })}>
              {t('adminOrders.edit')}
            </button>
          )}
          {order.nextStatuses.includes('cancelled') && (
            <button type="button" className={btnDanger} data-testid="cancel-order" onClick={() => setDialog({ kind: 'cancel' })}>
              {t('adminOrders.cancel')}
            </button>
          )}
        </div>
      )}

      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <div className="grid gap-4 lg:col-span-2">
          <Section title={t('adminOrders.items')}>
            <div className="overflow-x-auto">
              <table className="w-full min-w-[28rem] text-sm">
                <thead className="text-left text-xs text-fg-muted">
                  <tr>
                    <th className="py-1 pr-2 font-medium">{t('adminOrders.item')}</th>
                    <th className="py-1 pr-2 text-right font-medium">{t('adminOrders.unitPrice')}</th>
                    <th className="py-1 pr-2 text-right font-medium">{t('adminOrders.qty')}</th>
                    <th className="py-1 text-right font-medium">{t('adminOrders.lineTotal')}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {order.items.map((i) => (
                    <tr key={i.id}>
                      <td className="py-2 pr-2">
                        <span className="flex items-center gap-3">
                          <span className="size-10 shrink-0 overflow-hidden rounded-md border border-line bg-muted">
                            {i.image && <img src={i.image} alt="" className="size-full object-cover" loading="lazy" />}
                          </span>
                          <span>
                            <span className="block font-medium">{i.name}</span>
                            <span className="block text-xs text-fg-muted">
                              {[i.sku, ...i.attributes.map((a) => `${a.name}: ${a.value}`)].filter(Boolean).join(' · ')}
                            </span>
                          </span>
                        </span>
                      </td>
                      <td className="whitespace-nowrap py-2 pr-2 text-right tabular-nums">{money(i.price)}</td>
                      <td className="py-2 pr-2 text-right tabular-nums">{i.quantity}</td>
                      <td className="whitespace-nowrap py-2 text-right font-medium tabular-nums">{money(i.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <dl className="mt-3 ml-auto grid max-w-xs grid-cols-2 gap-y-1 text-sm">
              <dt className="text-fg-muted">{t('adminOrders.subtotal')}</dt>
              <dd className="text-right tabular-nums">{money(order.subtotal)}</dd>
              <dt className="text-fg-muted">{t('adminOrders.tax')}</dt>
              <dd className="text-right tabular-nums">{money(order.tax)}</dd>
              {order.requiresShipping && (
                <>
                  <dt className="text-fg-muted">{t('adminOrders.shippingFee')}</dt>
                  <dd className="text-right tabular-nums">{money(order.shippingCost - order.shippingDiscount)}</dd>
                </>
              )}
              {order.discount > 0 && (
                <>
                  <dt className="text-fg-muted">
                    {t('adminOrders.discount')}
                    {order.couponCode ? ` (${order.couponCode})` : ''}
                  </dt>
                  <dd className="text-right tabular-nums">−{money(order.discount)}</dd>
                </>
              )}
              {order.handlingFee > 0 && (
                <>
                  <dt className="text-fg-muted">{t('adminOrders.handlingFee')}</dt>
                  <dd className="text-right tabular-nums">{money(order.handlingFee)}</dd>
                </>
              )}
              {(order.pointsRedeemed ?? 0) > 0 && (
                <>
                  <dt className="text-fg-muted">{t('adminRewards.order.points', { points: order.pointsRedeemed ?? 0 })}</dt>
                  <dd className="text-right tabular-nums">−{money(order.pointsDiscount ?? 0)}</dd>
                </>
              )}
              {(order.giftCardAmount ?? 0) > 0 && (
                <>
                  <dt className="text-fg-muted">{t('adminRewards.order.giftCards')}</dt>
                  <dd className="text-right tabular-nums" data-testid="order-gift-cards">
                    −{money(order.giftCardAmount ?? 0)}
                  </dd>
                </>
              )}
              <dt className="font-semibold">{t('adminOrders.total')}</dt>
              <dd className="text-right font-semibold tabular-nums" data-testid="order-total">
                {money(order.total)}
              </dd>
              {balance !== 0 && (
                <>
                  <dt className="font-medium text-amber-700 dark:text-amber-300">
                    {t(balance > 0 ? 'adminOrders.balance.collect' : 'adminOrders.balance.refund')}
                  </dt>
                  <dd
                    className="text-right font-medium tabular-nums text-amber-700 dark:text-amber-300"
                    data-testid="order-balance"
                  >
                    {money(Math.abs(balance))}
                  </dd>
                </>
              )}
            </dl>
          </Section>

          <Section title={t('adminOrders.timeline')} testId="order-timeline">
            <ol className="space-y-3">
              {timeline.map((e, i) => (
                <li key={`${e.at}-${i}`} className="flex gap-3 text-sm">
                  <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-500" />
                  <span>
                    <span className="font-medium">{e.title}</span>
                    <span className="block text-xs text-fg-muted">
                      {dateTime(e.at, lang)} · {e.who}
                    </span>
                    {e.note && <span className="mt-0.5 block text-fg">{e.note}</span>}
                  </span>
                </li>
              ))}
            </ol>
          </Section>

          <OrderShipmentsPanel code={order.code} canWrite={canWrite} onChanged={() => void load()} />
          <StaffNotes order={order} canWrite={canWrite} onSaved={setOrder} />
          {can(user?.role, 'returns.read') && <OrderReturnsPanel code={order.code} />}
        </div>

        <div className="grid content-start gap-4">
          <Section title={t('adminOrders.customer')}>
            <p className="font-medium">{order.customer.fullName}</p>
            <p className="text-sm">
              <a href={`tel:${order.customer.phone}`} className="hover:underline">
                {order.customer.phone}
              </a>
            </p>
            <p className="text-sm break-all">
              <a href={`mailto:${order.customer.email}`} className="hover:underline">
                {order.customer.email}
              </a>
            </p>
            <p className="mt-1 text-xs text-fg-muted">
              {order.customer.userId ? t('adminOrders.account') : t('adminOrders.guest')} · {order.language.toUpperCase()}
            </p>
            {order.notes && (
              <p className="mt-2 rounded-md bg-muted p-2 text-sm">
                <span className="block text-xs font-medium text-fg-muted">{t('adminOrders.customerNote')}</span>
                {order.notes}
              </p>
            )}
          </Section>

          {order.pickup && <PickupPanel order={order} canWrite={canWrite} onChanged={() => void load()} />}
          {order.shippingAddress && (
            <Section title={t('adminOrders.shippingAddress')}>
              <p className="text-sm">{order.shippingAddress.fullName}</p>
              <p className="text-sm">{order.shippingAddress.fullAddress}</p>
              {order.shippingAddress.legacyAddress && (
                <p className="text-xs text-fg-muted">({order.shippingAddress.legacyAddress})</p>
              )}
            </Section>
          )}

          <OrderInvoice code={order.code} />

          <Section title={t('adminOrders.payment')} testId="order-payment">
            <p className="text-sm font-medium">{order.paymentMethod.name}</p>
            <p className="mt-1">
              <PaymentBadge status={order.paymentStatus} />
            </p>
            {order.paymentMethod.bankTransfer && (
              <p className="mt-2 text-xs text-fg-muted">
                {t('adminOrders.transferRef')}: <span className="font-mono">{order.paymentMethod.bankTransfer.reference}</span>
              </p>
            )}
            {order.payments.map((p) => (
              <p key={p.id} className="mt-2 text-sm">
                {money(p.amount)} · {dateTime(p.createdAt, lang)}
                {p.reference && <span className="block text-xs text-fg-muted">{p.reference}</span>}
              </p>
            ))}
          </Section>

          <Section title={t('adminOrders.shipping')}>
            {order.shippingMethod ? (
              <p className="text-sm font-medium">
                {order.shippingMethod.name}
                {order.shippingMethod.carrier && <span className="text-fg-muted"> · {order.shippingMethod.carrier}</span>}
              </p>
            ) : (
              <p className="text-sm text-fg-muted">{t('adminOrders.noShipping')}</p>
            )}
            {order.trackingNumber && (
              <p className="mt-1 text-sm" data-testid="tracking-number">
                {t('adminOrders.trackingNumber')}:{' '}
                {order.trackingUrl ? (
                  <a
                    href={order.trackingUrl}
                    className="font-mono text-brand-700 hover:underline dark:text-brand-300"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {order.trackingNumber}
                  </a>
                ) : (
                  <span className="font-mono">{order.trackingNumber}</span>
                )}
              </p>
            )}
          </Section>
          <ShipmentPanel order={order} canWrite={canWrite} onChanged={() => void load()} />
        </div>
      </div>

      <MoveDialog order={order} dialog={dialog} onClose={() => setDialog(null)} onDone={done} />
      <ShipDialog order={order} open={dialog?.kind === 'ship'} onClose={() => setDialog(null)} onDone={done} />
      <CancelDialog order={order} open={dialog?.kind === 'cancel'} onClose={() => setDialog(null)} onDone={done} />
      <MarkPaidDialog order={order} open={dialog?.kind === 'paid'} onClose={() => setDialog(null)} onDone={done} />
      {editable && <OrderEditDialog order={order} open={dialog?.kind === 'edit'} onClose={() => setDialog(null)} onDone={done} />}
    </section>
  );
}

interface DialogProps {
  order: AdminOrder;
  open: boolean;
  onClose: () => void;
  onDone: (order: AdminOrder, message: string) => void;
}

/**
 * One order action behind a kit form: the form reset each time its dialog opens, the call, the
 * server's field messages on failure (what was typed stays), the updated order on success.
 */
function useOrderAction<S extends Parameters<typeof useAdminForm>[0]>(
  schema: S,
  initial: Parameters<typeof useAdminForm<S>>[1],
  open: boolean,
  run: (values: Parameters<typeof useAdminForm<S>>[1]) => Promise<{ order: AdminOrder; message: string }>,
  onDone: DialogProps['onDone'],
) {
  const form = useAdminForm(schema, initial);
  useEffect(() => form.reset(initial), [open]);
  const { save, busy } = useFormSave(form, async (values) => {
    const { order, message } = await run(values as Parameters<typeof run>[0]);
    onDone(order, message);
  });
  return { form, save, busy };
}

function MoveDialog({ order, dialog, onClose, onDone }: Omit<DialogProps, 'open'> & { dialog: Dialog }) {
  const t = useT();
  const to = dialog?.kind === 'move' ? dialog.to : null;
  const { form, save, busy } = useOrderAction(
    moveFormSchema,
    { note: '' },
    to !== null,
    async (v: MoveForm) => ({
      order: await adminOrdersApi.move(order.code, { status: to!, note: v.note }),
      message: t('adminOrders.moved', { status: t(statusLabel(to!)) }),
    }),
    onDone,
  );
  return (
    <FormModal
      open={to !== null}
      onClose={onClose}
      title={to ? t('adminOrders.moveTo', { status: t(statusLabel(to)) }) : ''}
      testId="move-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
    >
      <p className="text-sm text-fg-muted">{t('adminOrders.moveHint')}</p>
      <TextField name="note" label={t('adminOrders.noteOptional')} multiline />
    </FormModal>
  );
}

function ShipDialog({ order, open, onClose, onDone }: DialogProps) {
  const t = useT();
  const { form, save, busy } = useOrderAction(
    shipFormSchema,
    { trackingNumber: order.trackingNumber ?? '', trackingUrl: order.trackingUrl ?? '', note: '' },
    open,
    async (v: ShipForm) => ({
      order: await adminOrdersApi.move(order.code, {
        status: 'shipped',
        note: v.note,
        trackingNumber: v.trackingNumber,
        ...(v.trackingUrl ? { trackingUrl: v.trackingUrl } : {}),
      }),
      message: t('adminOrders.moved', { status: t(statusLabel('shipped')) }),
    }),
    onDone,
  );
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={t('adminOrders.ship')}
      testId="ship-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
    >
      <TextField name="trackingNumber" label={t('adminOrders.trackingNumber')} />
      <TextField name="trackingUrl" type="url" label={t('adminOrders.trackingUrl')} placeholder="https://" />
      <TextField name="note" label={t('adminOrders.noteOptional')} multiline />
    </FormModal>
  );
}

function CancelDialog({ order, open, onClose, onDone }: DialogProps) {
  const t = useT();
  const { form, save, busy } = useOrderAction(
    cancelFormSchema,
    { reason: '' },
    open,
    async (v: CancelForm) => ({ order: await adminOrdersApi.cancel(order.code, v.reason), message: t('adminOrders.cancelled') }),
    onDone,
  );
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={t('adminOrders.cancelTitle', { code: order.code })}
      testId="cancel-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
    >
      <p className="text-sm text-fg-muted">{t('adminOrders.cancelHint')}</p>
      <TextField name="reason" label={t('adminOrders.reason')} multiline />
    </FormModal>
  );
}

function MarkPaidDialog({ order, open, onClose, onDone }: DialogProps) {
  const t = useT();
  const { form, save, busy } = useOrderAction(
    markPaidFormSchema,
    { amount: order.total, reference: order.paymentMethod.bankTransfer?.reference ?? '', note: '' },
    open,
    async (v: MarkPaidForm) => ({ order: await adminOrdersApi.markPaid(order.code, v), message: t('adminOrders.paidDone') }),
    onDone,
  );
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={t('adminOrders.markPaid')}
      testId="paid-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
    >
      <p className="text-sm text-fg-muted">{t('adminOrders.markPaidHint', { total: formatVnd(order.total) })}</p>
      <TextField name="amount" type="number" label={t('adminOrders.amount')} />
      <TextField name="reference" label={t('adminOrders.reference')} hint={t('adminOrders.referenceHint')} />
      <TextField name="note" label={t('adminOrders.noteOptional')} multiline />
    </FormModal>
  );
}

function StaffNotes({ order, canWrite, onSaved }: { order: AdminOrder; canWrite: boolean; onSaved: (o: AdminOrder) => void }) {
  const t = useT();
  const { lang } = useLanguage();
  const form = useAdminForm(moveFormSchema, { note: '' });
  const [busy, setBusy] = useState(false);
  const save = form.handleSubmit(async (v: MoveForm) => {
    if (!v.note.trim()) {
      form.setError('note', { message: 'adminKit.v.required' }, { shouldFocus: true });
      return;
    }
    setBusy(true);
    try {
      onSaved(await adminOrdersApi.addNote(order.code, v.note));
      form.reset({ note: '' });
    } catch (e) {
      if (isApiError(e)) applyServerErrors(form, e, t('adminKit.saveFailed'), { body: 'note' });
      else toast.error(t('adminKit.saveFailed'));
    } finally {
      setBusy(false);
    }
  });
  return (
    <Section title={t('adminOrders.staffNotes')} testId="staff-notes">
      {canWrite && (
        <FormProvider {...form}>
          <form onSubmit={save} noValidate className="mb-4 grid gap-2">
            <TextField name="note" label={t('adminOrders.addNote')} hint={t('adminOrders.staffNotesHint')} multiline />
            <span>
              <button type="submit" className={btn} disabled={busy} data-testid="add-note">
                {t('adminOrders.addNote')}
              </button>
            </span>
          </form>
        </FormProvider>
      )}
      {order.staffNotes.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('adminOrders.noNotes')}</p>
      ) : (
        <ul className="space-y-3">
          {order.staffNotes.map((n) => (
            <li key={n.id} className="text-sm">
              <p className="whitespace-pre-line">{n.body}</p>
              <p className="text-xs text-fg-muted">
                {n.by.name || n.by.email} · {dateTime(n.createdAt, lang)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
