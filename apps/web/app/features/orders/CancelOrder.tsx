import type { Order } from '@sen/core';
import { checkoutApi, type OrderAccess } from '@sen/core/api/checkout';
import { isApiError } from '@sen/core/api-client';
import { useCallback, useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../api/browser-api';
import { Dialog } from '../auth/Dialog';
import { useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';

const REASON_MAX = 500;

/**
 * "Hủy đơn hàng" on the order page while the buyer may still cancel (decision 0034): a dialog
 * asks to confirm, with an optional reason. On success the page reloads its data (the status
 * turns to cancelled) and a toast says so; on failure the server's message shows in the
 * dialog and the typed reason stays.
 */
export function CancelOrder({ order, access }: { order: Pick<Order, 'code'>; access: OrderAccess }) {
  const t = useT();
  const revalidator = useRevalidator();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = useCallback(() => {
    if (!sending) setOpen(false);
  }, [sending]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await checkoutApi(api).cancelOrder(order.code, { token: access.token, reason: reason.trim() || undefined });
      setOpen(false);
      setReason('');
      toast.success(t('order.cancel.done', { code: order.code }));
      revalidator.revalidate();
    } catch (e) {
      setError(isApiError(e) && e.status > 0 && e.status < 500 && e.message ? e.message : t('order.cancel.error'));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
        className="inline-flex h-9 items-center rounded-xl border border-red-300 px-3 text-sm font-semibold text-red-700 transition hover:bg-red-50 dark:border-red-500/40 dark:text-red-300 dark:hover:bg-red-500/10"
        data-testid="cancel-order"
      >
        {t('order.cancel.button')}
      </button>
      <Dialog
        open={open}
        onClose={close}
        title={t('order.cancel.title', { code: order.code })}
        description={t('order.cancel.description')}
        testId="cancel-order-dialog"
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <div>
            <label htmlFor={`${id}-reason`} className="mb-1.5 block text-sm font-medium text-fg">
              {t('order.cancel.reason')}
            </label>
            <textarea
              id={`${id}-reason`}
              name="reason"
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-describedby={`${id}-count`}
              data-autofocus
              className="w-full rounded-xl border border-line bg-surface px-3.5 py-2.5 text-[15px] text-fg outline-none transition placeholder:text-fg-muted/70 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/25"
            />
            <p id={`${id}-count`} className="mt-1 text-right text-xs text-fg-muted">
              {t('order.cancel.count', { count: reason.length, max: REASON_MAX })}
            </p>
          </div>
          {error && (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="cancel-order-error">
              {error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={close}
              disabled={sending}
              className="inline-flex h-11 items-center justify-center rounded-xl border border-line px-5 text-sm font-semibold text-fg transition hover:bg-muted disabled:opacity-60"
            >
              {t('order.cancel.keep')}
            </button>
            <button
              type="submit"
              disabled={sending}
              className="inline-flex h-11 items-center justify-center rounded-xl bg-red-600 px-5 text-sm font-semibold text-white shadow-sm transition hover:bg-red-700 disabled:cursor-not-allowed disabled:opacity-60"
              data-testid="cancel-order-confirm"
            >
              {sending ? t('order.cancel.sending') : t('order.cancel.confirm')}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
