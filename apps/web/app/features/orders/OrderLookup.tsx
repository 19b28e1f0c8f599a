import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '../auth/fields';
import { useT } from '../i18n/LanguageProvider';

/** Find an order by its code and the e-mail or phone used for it (the API checks the pair). */
export function OrderLookup({ code = '', notFound = false }: { code?: string; notFound?: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const [values, setValues] = useState({ code, contact: '' });

  function submit(event: FormEvent) {
    event.preventDefault();
    const orderCode = values.code.trim();
    const contact = values.contact.trim();
    if (!orderCode || !contact) return;
    const params = new URLSearchParams(contact.includes('@') ? { email: contact } : { phone: contact.replace(/[\s-]/g, '') });
    navigate(`/orders/${encodeURIComponent(orderCode)}/track?${params}`);
  }

  return (
    <div className="mx-auto max-w-md px-4 py-12" data-testid="order-lookup">
      <h1 className="text-2xl font-bold">{t('order.lookup.title')}</h1>
      {notFound && (
        <p
          role="alert"
          className="mt-3 rounded-xl border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm text-red-700 dark:text-red-300"
        >
          {t('order.notFound')}
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
        <button type="submit" className="h-12 w-full rounded-xl bg-brand-600 font-semibold text-white hover:bg-brand-700">
          {t('order.lookup.submit')}
        </button>
      </form>
    </div>
  );
}
