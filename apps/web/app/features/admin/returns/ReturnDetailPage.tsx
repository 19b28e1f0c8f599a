import { isApiError } from '@sen/core/api-client';
import { can } from '@sen/core/auth/permissions';
import { formatVnd } from '@sen/core/money';
import {
  type ReturnDecisionForm,
  type ReturnReceiveForm,
  type ReturnRefundForm,
  returnDecisionFormSchema,
  returnReceiveFormSchema,
  returnRefundFormSchema,
  returnRejectFormSchema,
} from '@sen/core/returns/forms';
import type { ReturnView } from '@sen/core/returns/rules';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../auth/AuthProvider';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { btnDanger, btnPrimary, card } from '../kit/classes';
import { CheckboxField, SelectField, TextField, useAdminForm, useFormSave } from '../kit/form';
import { FormModal } from '../kit/Modal';
import { PageHeader } from '../kit/PageHeader';
import { dateTime } from '../orders/order-ui';
import { adminReturnsApi } from './api';
import { ReturnStatusBadge, reasonLabel } from './return-ui';

type Action = 'approve' | 'reject' | 'receive' | 'refund' | null;

/** One return request: the lines, photos and comment; approve / reject, mark received, refund (issue 13). */
export function ReturnDetailPage({ id }: { id: string }) {
  const t = useT();
  const { lang } = useLanguage();
  const { user } = useAuth();
  const [r, setR] = useState<ReturnView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [action, setAction] = useState<Action>(null);
  const load = useCallback(
    (signal?: AbortSignal) =>
      adminReturnsApi.one(id, signal).then(setR, (e: unknown) => {
        if (!signal?.aborted) setError(isApiError(e) ? e.message : t('adminKit.table.error'));
      }),
    [id],
  );
  useEffect(() => {
    const c = new AbortController();
    void load(c.signal);
    return () => c.abort();
  }, [load]);

  if (error) return <p role="alert">{error}</p>;
  if (!r) return <div className="h-40 animate-pulse rounded-xl bg-muted" />;
  const mayWrite = can(user?.role, 'returns.write');
  const mayRefund = can(user?.role, 'returns.refund');
  const done = (next: ReturnView) => {
    setR(next);
    setAction(null);
    toast.success(t('adminReturns.saved'));
  };

  return (
    <section data-testid="return-detail">
      <Link to="/admin/orders/returns" className="text-sm text-brand-700 hover:underline dark:text-brand-300">
        ← {t('adminReturns.back')}
      </Link>
      <PageHeader
        title={t('adminReturns.title', { code: r.code })}
        lead={
          <span className="flex flex-wrap items-center gap-2">
            <ReturnStatusBadge status={r.status} />
            <Link to={`/admin/orders/${r.orderCode}`} className="font-mono text-sm hover:underline">
              {r.orderCode}
            </Link>
            <span className="text-sm">{t('adminReturns.when.created', { date: dateTime(r.createdAt, lang) })}</span>
          </span>
        }
        actions={
          <span className="flex flex-wrap gap-2">
            {mayWrite && r.status === 'requested' && (
              <>
                <button type="button" className={btnPrimary} onClick={() => setAction('approve')} data-testid="return-approve">
                  {t('adminReturns.approve')}
                </button>
                <button type="button" className={btnDanger} onClick={() => setAction('reject')} data-testid="return-reject">
                  {t('adminReturns.reject')}
                </button>
              </>
            )}
            {mayWrite && r.status === 'approved' && (
              <button type="button" className={btnPrimary} onClick={() => setAction('receive')} data-testid="return-receive">
                {t('adminReturns.receive')}
              </button>
            )}
            {mayRefund && r.status === 'received' && (
              <button type="button" className={btnPrimary} onClick={() => setAction('refund')} data-testid="return-refund">
                {t('adminReturns.refund')}
              </button>
            )}
          </span>
        }
      />
      <div className="mt-5 grid gap-4 lg:grid-cols-[1fr_320px]">
        <div className={`${card} p-4`}>
          <h2 className="mb-2 font-semibold">{t('adminReturns.lines')}</h2>
          <ul className="divide-y divide-line text-sm">
            {r.lines.map((l) => (
              <li key={l.id} className="flex items-center gap-3 py-2" data-testid="return-line">
                <img
                  src={l.image || '/favicon.svg'}
                  alt=""
                  width={40}
                  height={40}
                  className="h-10 w-10 rounded border border-line bg-white object-contain"
                />
                <span className="flex-1">
                  {l.name}
                  <span className="block text-xs text-fg-muted">
                    {l.sku} · {formatVnd(l.unitPrice)}
                  </span>
                  {l.damaged === true && <span className="block text-xs text-red-600">{t('adminReturns.damaged')}</span>}
                  {l.restocked && (
                    <span className="block text-xs text-emerald-700 dark:text-emerald-300">{t('adminReturns.restocked')}</span>
                  )}
                </span>
                <span className="tabular-nums">
                  {t('adminReturns.qty')} {l.quantity}
                </span>
              </li>
            ))}
          </ul>
          {r.photos.length > 0 && (
            <>
              <h2 className="mt-4 mb-2 font-semibold">{t('adminReturns.photos')}</h2>
              <div className="flex flex-wrap gap-2">
                {r.photos.map((p) => (
                  <a key={p} href={p} target="_blank" rel="noopener">
                    <img src={p} alt="" className="h-24 w-24 rounded border border-line object-cover" />
                  </a>
                ))}
              </div>
            </>
          )}
        </div>
        <aside className={`${card} space-y-3 p-4 text-sm`}>
          <p>
            <span className="font-semibold">{t('adminReturns.col.reason')}:</span> {t(reasonLabel(r.reason))}
          </p>
          {r.comment && (
            <p>
              <span className="font-semibold">{t('adminReturns.comment')}:</span> {r.comment}
            </p>
          )}
          {r.staffMessage && (
            <p>
              <span className="font-semibold">{t('adminReturns.staffMessage')}:</span> {r.staffMessage}
            </p>
          )}
          <p>
            <span className="font-semibold">{t('adminReturns.col.customer')}:</span> {r.customer.fullName} · {r.customer.phone} ·{' '}
            {r.customer.email}
          </p>
          {r.refund && (
            <div className="rounded-lg bg-emerald-50 p-3 dark:bg-emerald-950" data-testid="return-refund-done">
              <p className="font-semibold">
                {t('adminReturns.refund.done', {
                  amount: formatVnd(r.refund.amount),
                  method: r.refund.method === 'gateway' ? r.refund.provider : t('adminReturns.refund.manual'),
                })}
              </p>
              <p className="text-xs">
                {t('adminReturns.refund.parts', {
                  items: formatVnd(r.refund.itemsAmount),
                  shipping: formatVnd(r.refund.shippingAmount),
                })}
              </p>
              {r.refund.reference && <p className="font-mono text-xs">{r.refund.reference}</p>}
            </div>
          )}
        </aside>
      </div>
      <DecisionDialog r={r} action={action} onClose={() => setAction(null)} onDone={done} />
      <ReceiveDialog r={r} open={action === 'receive'} onClose={() => setAction(null)} onDone={done} />
      <RefundDialog r={r} open={action === 'refund'} onClose={() => setAction(null)} onDone={done} />
    </section>
  );
}

interface DialogProps {
  r: ReturnView;
  open: boolean;
  onClose: () => void;
  onDone: (r: ReturnView) => void;
}

function useReturnAction<V extends Record<string, unknown>>(
  schema: Parameters<typeof useAdminForm>[0],
  initial: V,
  open: boolean,
  run: (v: V) => Promise<ReturnView>,
  onDone: (r: ReturnView) => void,
) {
  const form = useAdminForm(schema, initial);
  useEffect(() => form.reset(initial), [open]);
  const { save, busy } = useFormSave(form, async (values) => {
    onDone(await run(values as V));
  });
  return { form, save, busy };
}

function DecisionDialog({ r, action, onClose, onDone }: Omit<DialogProps, 'open'> & { action: Action }) {
  const t = useT();
  const reject = action === 'reject';
  const open = action === 'approve' || action === 'reject';
  const { form, save, busy } = useReturnAction<ReturnDecisionForm>(
    reject ? returnRejectFormSchema : returnDecisionFormSchema,
    { message: '' },
    open,
    (v) => (reject ? adminReturnsApi.reject(r.id, v.message) : adminReturnsApi.approve(r.id, v.message)),
    onDone,
  );
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={reject ? t('adminReturns.reject') : t('adminReturns.approve')}
      testId="return-decision-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
    >
      <TextField name="message" label={t('adminReturns.message')} multiline />
    </FormModal>
  );
}

function ReceiveDialog({ r, open, onClose, onDone }: DialogProps) {
  const t = useT();
  const { form, save, busy } = useReturnAction<ReturnReceiveForm>(
    returnReceiveFormSchema,
    { damaged: Object.fromEntries(r.lines.map((l) => [l.id, false])), note: '' },
    open,
    (v) =>
      adminReturnsApi.receive(r.id, {
        lines: r.lines.map((l) => ({ id: l.id, damaged: Boolean(v.damaged[l.id]) })),
        note: v.note,
      }),
    onDone,
  );
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={t('adminReturns.receive')}
      testId="return-receive-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
    >
      <p className="text-sm text-fg-muted">{t('adminReturns.receiveLead')}</p>
      {r.lines.map((l) => (
        <CheckboxField key={l.id} name={`damaged.${l.id}`} label={`${l.name} × ${l.quantity} — ${t('adminReturns.damaged')}`} />
      ))}
      <TextField name="note" label={t('adminReturns.refund.note')} multiline />
    </FormModal>
  );
}

function RefundDialog({ r, open, onClose, onDone }: DialogProps) {
  const t = useT();
  const { form, save, busy } = useReturnAction<ReturnRefundForm>(
    returnRefundFormSchema,
    { full: false, shipping: false, method: 'manual', reference: '', note: '' },
    open,
    (v) => adminReturnsApi.refund(r.id, v),
    onDone,
  );
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={t('adminReturns.refund')}
      testId="return-refund-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
    >
      <CheckboxField name="full" label={t('adminReturns.refund.full')} />
      <CheckboxField name="shipping" label={t('adminReturns.refund.shipping')} />
      <SelectField
        name="method"
        label={t('adminReturns.refund.method')}
        options={[
          { value: 'manual', label: t('adminReturns.refund.manual') },
          { value: 'gateway', label: t('adminReturns.refund.gateway') },
        ]}
      />
      <TextField name="reference" label={t('adminReturns.refund.reference')} />
      <TextField name="note" label={t('adminReturns.refund.note')} multiline />
    </FormModal>
  );
}
