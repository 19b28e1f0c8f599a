import { checkoutApi } from '@sen/core/api/checkout';
import { isApiError } from '@sen/core/api-client';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api/browser-api';
import { TextField } from '../auth/fields';
import { useT } from '../i18n/LanguageProvider';

/**
 * Find an order by its code and the e-mail or phone used for it. The API checks the pair and
 * answers a read-only token, which is what the tracking page's address carries: the buyer's
 * phone or e-mail never lands in the URL (history, logs, Referer).
 */
export function OrderLookup({ code = '', notFound = false }: { code?: string; notFound?: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const [values, setValues] = useState({ code, contact: '' });
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(notFound ? t('order.notFound') : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const orderCode = values.code.trim();
    const contact = values.contact.trim();
    if (!orderCode || !contact) return;
    setSending(true);
    setError(null);
    try {
      const proof = contact.includes('@') ? { email: contact } : { phone: contact.replace(/[\s-]/g, '') };
      const { lookup } = await checkoutApi(api).lookupOrder(orderCode, proof);
      navigate(`/orders/${encodeURIComponent(orderCode)}/track?${new URLSearchParams({ lookup })}`);
    } catch (e) {
      const message = isApiError(e) && e.status !== 404 && e.status > 0 && e.status < 500 ? e.message : '';
      setError(message || t('order.notFound'));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="mx-auto max-w-md px-4 py-12" data-testid="order-lookup">
      <h1 className="text-2xl font-bold">{t('order.lookup.title')}</h1>
      {error && (
        <p
          role="alert"
          className="mt-3 rounded-xl border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm text-red-700 dark:text-red-300"
          data-testid="order-lookup-error"
        >
          {error}
        </p>
      )}
      <p className="mt-2 text-sm text-fg-muted">{t('order.lookup.hint')}</p>
      <form onSubmit={submit} className="mt-5 space-y-4">
        <TextField label={t('order.code')} value={values.code} onChange={(v) => setValues((s) => ({ ...s, code: v }))} required />
        <TextField
          label={t('order.lookup.contact')}
          value={values.contact}
          onChange={(v) => setValues((s) => ({ ...s, contact: v }))}
          required
        />
        <button
          type="submit"
          disabled={sending}
          className="h-12 w-full rounded-xl bg-brand-600 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {t('order.lookup.submit')}
        </button>
      </form>
    </div>
  );
}
