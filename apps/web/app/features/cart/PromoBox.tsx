import { type FormEvent, useState } from 'react';
import { inputClass } from '../auth/fields';
import { useT } from '../i18n/LanguageProvider';
import { applyPromo, removePromo } from './cart-session';
import { useCart } from './cart-store';

/** The typed code is checked by the server (spec 1 §4: loading, then valid or invalid; remove sets none). */
export function PromoBox() {
  const t = useT();
  const promoCode = useCart((s) => s.promoCode);
  const promo = useCart((s) => s.quote?.promo ?? null);
  const [code, setCode] = useState('');
  const [loading, setLoading] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    if (!typed || loading) return;
    setLoading(true);
    setMessage(null);
    try {
      const result = await applyPromo(typed);
      setMessage({
        ok: result.valid,
        text: result.valid ? t('promo.applied', { code: typed.toUpperCase() }) : result.message || t('promo.invalid'),
      });
      if (result.valid) setCode('');
    } catch {
      setMessage({ ok: false, text: t('promo.failed') });
    } finally {
      setLoading(false);
    }
  }

  if (promoCode) {
    return (
      <div
        className="flex items-center justify-between gap-2 rounded-xl border border-emerald-500/40 bg-emerald-500/10 px-3 py-2 text-sm"
        data-testid="promo-applied"
      >
        <span>
          <span className="font-semibold">{promoCode}</span>
          {promo?.message ? <span className="text-fg-muted"> · {promo.message}</span> : null}
        </span>
        <button type="button" onClick={removePromo} className="font-medium text-red-600 hover:underline">
          {t('promo.remove')}
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate data-testid="promo-form">
      <label htmlFor="promo-code" className="mb-1.5 block text-sm font-medium">
        {t('promo.label')}
      </label>
      <div className="flex gap-2">
        <input
          id="promo-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={t('promo.placeholder')}
          maxLength={40}
          className={inputClass}
          aria-describedby={message ? 'promo-message' : undefined}
        />
        <button
          type="submit"
          disabled={loading || !code.trim()}
          className="shrink-0 rounded-xl bg-fg px-4 text-sm font-semibold text-surface disabled:opacity-50"
        >
          {loading ? t('promo.applying') : t('promo.apply')}
        </button>
      </div>
      {message && (
        <p
          id="promo-message"
          role="status"
          className={message.ok ? 'mt-1.5 text-sm text-emerald-600' : 'mt-1.5 text-sm text-red-600'}
        >
          {message.text}
        </p>
      )}
    </form>
  );
}
