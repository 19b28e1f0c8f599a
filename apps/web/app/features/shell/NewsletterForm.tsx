import { isApiError } from '@sen/core/api-client';
import { useId, useState } from 'react';
import { api } from '../api/browser-api';
import { useT } from '../i18n/LanguageProvider';
import { MailIcon } from '../ui/icons';
import { toast } from '../ui/toast';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Footer sign-up: validated here, stored by POST /newsletter (README decision 9), answered with a toast. */
export function NewsletterForm({ id: fixedId }: { id?: string } = {}) {
  const t = useT();
  const autoId = useId();
  // The footer's form is rendered apart from the page on the server (static-fragment.tsx): a fixed id.
  const id = fixedId ?? autoId;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL.test(value)) {
      setError(t('footer.newsletter.invalid'));
      return;
    }
    setSending(true);
    try {
      await api.post('/newsletter', { email: value });
      toast.success(t('footer.newsletter.success'));
      setEmail('');
    } catch (e) {
      toast.error(isApiError(e) && e.status > 0 && e.status < 500 ? e.message : t('common.error'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <label htmlFor={id} className="sr-only">
        {t('footer.newsletter.label')}
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <MailIcon size={18} className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-fg-muted" />
          <input
            id={id}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(null);
            }}
            placeholder={t('footer.newsletter.placeholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="h-11 w-full rounded-xl border border-line bg-surface pr-3 pl-10 text-sm text-fg placeholder:text-fg-muted focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
          />
        </div>
        <button type="submit" disabled={sending} className="btn-primary h-11 shrink-0 px-4">
          {t('footer.newsletter.submit')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </form>
  );
}
