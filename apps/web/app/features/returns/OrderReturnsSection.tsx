import type { Order } from '@sen/core';
import type { OrderAccess } from '@sen/core/api/checkout';
import { isApiError } from '@sen/core/api-client';
import { type OrderReturns, RETURN_PHOTO_MAX, RETURN_REASONS, type ReturnReason } from '@sen/core/returns/rules';
import { useCallback, useEffect, useId, useState } from 'react';
import { Dialog } from '../auth/Dialog';
import { useLanguage, useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';
import { returnsApi } from './api';
import { ReturnCard } from './ReturnsParts';
import './texts';

const field =
  'w-full rounded-xl border border-line bg-surface px-3.5 py-2.5 text-[15px] text-fg outline-none transition focus:border-brand-500 focus:ring-2 focus:ring-brand-500/25';

/**
 * The order page's returns: the requests made so far and, while the order may still be returned
 * (delivered, within the window — the server decides), "Return items" for its buyer (the owner
 * signed in, a guest with the mailed link's token): which items and how many, a reason, a
 * comment and photos. A refused request keeps what was typed and shows the server's message.
 */
export function OrderReturnsSection({
  order,
  access,
  mayAct,
}: {
  order: Pick<Order, 'code'>;
  access: OrderAccess;
  mayAct: boolean;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const id = useId();
  const [data, setData] = useState<OrderReturns | null>(null);
  const [open, setOpen] = useState(false);
  const [qty, setQty] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [comment, setComment] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    (signal?: AbortSignal) => returnsApi.ofOrder(order.code, access, signal).then(setData, () => undefined),
    [order.code, access.token, access.email, access.phone, access.lookup],
  );
  useEffect(() => {
    const c = new AbortController();
    void load(c.signal);
    return () => c.abort();
  }, [load]);

  if (!data || (data.returns.length === 0 && !data.eligible && data.reason === 'ORDER_NOT_RETURNABLE')) return null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const items = Object.entries(qty)
      .filter(([, n]) => n > 0)
      .map(([itemId, quantity]) => ({ itemId, quantity }));
    if (items.length === 0) return setError(t('returns.pickOne'));
    setSending(true);
    setError(null);
    const form = new FormData();
    form.set('items', JSON.stringify(items));
    form.set('reason', reason);
    form.set('comment', comment);
    if (access.token) form.set('token', access.token);
    for (const p of photos) form.append('photos', p);
    try {
      const created = await returnsApi.request(order.code, form);
      toast.success(t('returns.sent', { code: created.code }));
      setOpen(false);
      setQty({});
      setReason('');
      setComment('');
      setPhotos([]);
      await load();
    } catch (e) {
      setError(
        isApiError(e) && e.status > 0 && e.status < 500 && e.message
          ? (e.fieldErrors[0]?.message ?? e.message)
          : t('returns.error'),
      );
    } finally {
      setSending(false);
    }
  };

  const deadline = data.deadline ? new Date(data.deadline).toLocaleDateString(lang === 'vi' ? 'vi-VN' : lang) : '';
  return (
    <section className="mt-6 rounded-2xl border border-line bg-surface p-5" data-testid="order-returns">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-bold">{t('returns.title')}</h2>
        {mayAct && data.eligible && (
          <button
            type="button"
            onClick={() => {
              setError(null);
              setOpen(true);
            }}
            className="inline-flex h-9 items-center rounded-xl border border-brand-300 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-500/10"
            data-testid="start-return"
          >
            {t('returns.start')}
          </button>
        )}
      </div>
      {data.eligible && deadline && <p className="mb-3 text-sm text-fg-muted">{t('returns.deadline', { date: deadline })}</p>}
      {data.reason === 'RETURN_WINDOW_CLOSED' && (
        <p className="mb-3 text-sm text-fg-muted">{t('returns.closed', { days: data.windowDays })}</p>
      )}
      <div className="space-y-3">
        {data.returns.map((r) => (
          <ReturnCard key={r.id} r={r} />
        ))}
      </div>
      <Dialog
        open={open}
        onClose={() => !sending && setOpen(false)}
        title={t('returns.start')}
        testId="return-dialog"
        widthClassName="max-w-lg"
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t('returns.items')}</legend>
            <ul className="space-y-2">
              {data.lines
                .filter((l) => l.returnable > 0)
                .map((l) => (
                  <li key={l.itemId} className="flex items-center gap-3 text-sm">
                    <img
                      src={l.image || '/favicon.svg'}
                      alt=""
                      width={40}
                      height={40}
                      className="h-10 w-10 rounded-lg border border-line bg-white object-contain"
                    />
                    <label htmlFor={`${id}-${l.itemId}`} className="flex-1">
                      {l.name}
                      <span className="block text-xs text-fg-muted">{t('returns.qty', { max: l.returnable })}</span>
                    </label>
                    <input
                      id={`${id}-${l.itemId}`}
                      type="number"
                      min={0}
                      max={l.returnable}
                      inputMode="numeric"
                      value={qty[l.itemId] ?? 0}
                      onChange={(e) =>
                        setQty({ ...qty, [l.itemId]: Math.max(0, Math.min(l.returnable, Number(e.target.value) || 0)) })
                      }
                      className={`${field.replace('w-full', 'w-20 shrink-0')}`}
                      data-testid="return-qty"
                    />
                  </li>
                ))}
            </ul>
          </fieldset>
          <div>
            <label htmlFor={`${id}-reason`} className="mb-1.5 block text-sm font-medium">
              {t('returns.reason')}
            </label>
            <select
              id={`${id}-reason`}
              required
              value={reason}
              onChange={(e) => setReason(e.target.value as ReturnReason)}
              className={field}
              data-testid="return-reason"
            >
              <option value="" disabled>
                —
              </option>
              {RETURN_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`returns.reason.${r}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-comment`} className="mb-1.5 block text-sm font-medium">
              {t('returns.comment')}
            </label>
            <textarea
              id={`${id}-comment`}
              rows={3}
              maxLength={2000}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              className={field}
              data-testid="return-comment"
            />
          </div>
          <div>
            <label htmlFor={`${id}-photos`} className="mb-1.5 block text-sm font-medium">
              {t('returns.photos', { max: RETURN_PHOTO_MAX })}
            </label>
            <input
              id={`${id}-photos`}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
              multiple
              onChange={(e) => setPhotos([...(e.target.files ?? [])].slice(0, RETURN_PHOTO_MAX))}
              className="text-sm"
              data-testid="return-photos"
            />
          </div>
          {error && (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="return-error">
              {error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={() => setOpen(false)}
              disabled={sending}
              className="inline-flex h-11 items-center justify-center rounded-xl border border-line px-5 text-sm font-semibold"
            >
              {t('returns.cancel')}
            </button>
            <button
              type="submit"
              disabled={sending || !reason}
              className="inline-flex h-11 items-center justify-center rounded-xl bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
              data-testid="return-submit"
            >
              {t('returns.submit')}
            </button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
