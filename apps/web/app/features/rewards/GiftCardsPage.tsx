import { formatVnd, isPrepaidMethod } from '@sen/core';
import { checkoutApi } from '@sen/core/api/checkout';
import { isApiError } from '@sen/core/api-client';
import type { AvailablePaymentMethod } from '@sen/core/checkout/types';
import type { GiftCardBalance, GiftCardOptions } from '@sen/core/rewards/rules';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../api/browser-api';
import { useT } from '../i18n/LanguageProvider';
import { rewardsApi } from './api';

const field = 'mt-1 block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm';
const labelCls = 'block text-sm font-medium';

/** /gift-cards: buy a card (fixed or custom amount, for oneself or a recipient, optionally on a date), check a balance. */
export function GiftCardsPage() {
  const t = useT();
  const [options, setOptions] = useState<GiftCardOptions | null>(null);
  const [methods, setMethods] = useState<AvailablePaymentMethod[]>([]);
  const [amount, setAmount] = useState(500_000);
  const [custom, setCustom] = useState('');
  const [form, setForm] = useState({
    quantity: 1,
    recipientName: '',
    recipientEmail: '',
    senderName: '',
    message: '',
    sendAt: '',
    fullName: '',
    email: '',
    phone: '',
    payment: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [placed, setPlaced] = useState<{ code: string; link: string } | null>(null);

  const value = custom ? Number(custom.replace(/\D/g, '')) : amount;
  useEffect(() => {
    const c = new AbortController();
    rewardsApi.options(c.signal).then(setOptions, () => undefined);
    return () => c.abort();
  }, []);
  useEffect(() => {
    const c = new AbortController();
    checkoutApi(api)
      .paymentMethods(value || 0, c.signal)
      .then(
        (list) => {
          const prepaid = list.filter((m) => isPrepaidMethod(m.code));
          setMethods(prepaid);
          setForm((f) => (f.payment || !prepaid[0] ? f : { ...f, payment: prepaid[0].code }));
        },
        () => undefined,
      );
    return () => c.abort();
  }, [value]);

  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const order = await rewardsApi.buy({
        amount: value,
        quantity: Number(form.quantity) || 1,
        recipientName: form.recipientName,
        recipientEmail: form.recipientEmail,
        senderName: form.senderName,
        message: form.message,
        sendAt: form.sendAt ? new Date(form.sendAt).toISOString() : null,
        information: { fullName: form.fullName, email: form.email, phone: form.phone },
        payment: { method: form.payment },
      });
      if (order.payment?.redirectUrl) {
        window.location.assign(order.payment.redirectUrl);
        return;
      }
      setPlaced({
        code: order.code,
        link: `/order-success?${new URLSearchParams({ code: order.code, token: order.viewToken })}`,
      });
    } catch (error) {
      if (isApiError(error)) {
        const map: Record<string, string> = {};
        for (const f of error.fieldErrors) map[f.field] = f.message;
        setErrors(Object.keys(map).length ? map : { form: error.message });
      } else setErrors({ form: t('rewards.failed') });
    } finally {
      setBusy(false);
    }
  }

  const err = (k: string) =>
    errors[k] ? (
      <p className="mt-1 text-xs text-red-600" data-testid={`gc-error-${k}`}>
        {errors[k]}
      </p>
    ) : null;

  return (
    <div className="container-page py-6 md:py-8" data-testid="gift-cards-page">
      <h1 className="text-2xl font-bold md:text-3xl">{t('rewards.gc.title')}</h1>
      <p className="mt-2 max-w-2xl text-fg-muted">{t('rewards.gc.lead')}</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_360px]">
        <form onSubmit={submit} className="space-y-4 rounded-2xl border border-line bg-surface p-5" noValidate>
          <h2 className="text-lg font-semibold">{t('rewards.gc.buy')}</h2>
          {placed ? (
            <div role="status" className="rounded-xl bg-emerald-500/10 p-4 text-sm" data-testid="gc-placed">
              <p>{t('rewards.gc.placed', { code: placed.code })}</p>
              <Link className="mt-2 inline-block font-semibold text-brand-600 underline" to={placed.link}>
                {t('rewards.gc.viewOrder')}
              </Link>
            </div>
          ) : (
            <>
              <fieldset>
                <legend className={labelCls}>{t('rewards.gc.amount')}</legend>
                <div className="mt-2 flex flex-wrap gap-2">
                  {(options?.amounts ?? []).map((a) => (
                    <button
                      key={a}
                      type="button"
                      aria-pressed={!custom && amount === a}
                      onClick={() => {
                        setAmount(a);
                        setCustom('');
                      }}
                      className={`rounded-lg border px-3 py-2 text-sm ${!custom && amount === a ? 'border-brand-600 bg-brand-600 text-white' : 'border-line'}`}
                    >
                      {formatVnd(a)}
                    </button>
                  ))}
                </div>
                <label className={`${labelCls} mt-3`}>
                  {t('rewards.gc.custom')}
                  <input
                    className={field}
                    inputMode="numeric"
                    value={custom}
                    onChange={(e) => setCustom(e.target.value)}
                    name="customAmount"
                  />
                </label>
                {options && (
                  <p className="mt-1 text-xs text-fg-muted">
                    {t('rewards.gc.range', { min: formatVnd(options.min), max: formatVnd(options.max) })}
                  </p>
                )}
                {err('amount')}
              </fieldset>
              <label className={labelCls}>
                {t('rewards.gc.quantity')}
                <input className={field} type="number" min={1} max={10} value={form.quantity} onChange={set('quantity')} />
              </label>
              <fieldset className="space-y-3">
                <legend className="text-sm font-semibold">{t('rewards.gc.recipient')}</legend>
                <label className={labelCls}>
                  {t('rewards.gc.recipientName')}
                  <input className={field} value={form.recipientName} onChange={set('recipientName')} name="recipientName" />
                </label>
                <label className={labelCls}>
                  {t('rewards.gc.recipientEmail')}
                  <input
                    className={field}
                    type="email"
                    value={form.recipientEmail}
                    onChange={set('recipientEmail')}
                    name="recipientEmail"
                  />
                  {err('recipientEmail')}
                </label>
                <label className={labelCls}>
                  {t('rewards.gc.senderName')}
                  <input className={field} value={form.senderName} onChange={set('senderName')} />
                </label>
                <label className={labelCls}>
                  {t('rewards.gc.message')}
                  <textarea className={field} rows={3} maxLength={500} value={form.message} onChange={set('message')} />
                </label>
                <label className={labelCls}>
                  {t('rewards.gc.sendAt')}
                  <input className={field} type="date" value={form.sendAt} onChange={set('sendAt')} />
                  {err('sendAt')}
                </label>
              </fieldset>
              <fieldset className="space-y-3">
                <legend className="text-sm font-semibold">{t('rewards.gc.buyer')}</legend>
                <label className={labelCls}>
                  {t('rewards.gc.fullName')}
                  <input className={field} value={form.fullName} onChange={set('fullName')} name="fullName" autoComplete="name" />
                  {err('information.fullName')}
                </label>
                <label className={labelCls}>
                  {t('rewards.gc.email')}
                  <input
                    className={field}
                    type="email"
                    value={form.email}
                    onChange={set('email')}
                    name="email"
                    autoComplete="email"
                  />
                  {err('information.email')}
                </label>
                <label className={labelCls}>
                  {t('rewards.gc.phone')}
                  <input
                    className={field}
                    type="tel"
                    value={form.phone}
                    onChange={set('phone')}
                    name="phone"
                    autoComplete="tel"
                  />
                  {err('information.phone')}
                </label>
              </fieldset>
              <label className={labelCls}>
                {t('rewards.gc.payment')}
                <select className={field} value={form.payment} onChange={set('payment')} name="payment">
                  {methods.map((m) => (
                    <option key={m.code} value={m.code}>
                      {m.name}
                    </option>
                  ))}
                </select>
                {err('payment.method')}
              </label>
              {errors.form && (
                <p role="alert" className="text-sm text-red-600">
                  {errors.form}
                </p>
              )}
              <button
                type="submit"
                disabled={busy}
                className="btn-primary w-full rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white"
                data-testid="gc-submit"
              >
                {t('rewards.gc.submit')} · {formatVnd((value || 0) * (Number(form.quantity) || 1))}
              </button>
            </>
          )}
        </form>
        <BalanceCheck />
      </div>
    </div>
  );
}

function BalanceCheck() {
  const t = useT();
  const [code, setCode] = useState('');
  const [result, setResult] = useState<GiftCardBalance | null>(null);
  const [error, setError] = useState('');
  async function check(e: FormEvent) {
    e.preventDefault();
    setError('');
    setResult(null);
    try {
      setResult(await rewardsApi.check(code));
    } catch (err) {
      setError(isApiError(err) ? (err.fieldErrors[0]?.message ?? err.message) : t('rewards.failed'));
    }
  }
  return (
    <form onSubmit={check} className="h-fit space-y-3 rounded-2xl border border-line bg-surface p-5" data-testid="gc-check">
      <h2 className="text-lg font-semibold">{t('rewards.gc.check')}</h2>
      <label className={labelCls}>
        {t('rewards.gc.code')}
        <input
          className={`${field} font-mono uppercase`}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder="XXXX-XXXX-XXXX-XXXX"
        />
      </label>
      <button type="submit" className="rounded-lg border border-line px-4 py-2 text-sm font-semibold">
        {t('rewards.gc.checkSubmit')}
      </button>
      {result && (
        <p role="status" className="text-sm font-semibold text-emerald-700" data-testid="gc-balance">
          {t('rewards.gc.balance', { last4: result.last4, amount: formatVnd(result.balance) })}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </form>
  );
}
