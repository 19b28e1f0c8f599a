import { catalogApi } from '@sen/core/api/catalog';
import { isApiError } from '@sen/core/api-client';
import { clsx } from 'clsx';
import { useId, useRef, useState } from 'react';
import { api } from '../api/browser-api';
import { useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { name: '', email: '', phone: '', subject: '', message: '' };

const inputClass =
  'w-full rounded-xl border border-line bg-surface px-3.5 text-[15px] text-fg outline-none transition placeholder:text-fg-muted/70 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/25 aria-[invalid=true]:border-red-500';

/**
 * README decision 9: the contact form is validated and stored by POST /contact-messages.
 * The server's per-field messages appear under each field; what was typed is kept on failure.
 */
export function ContactForm({ initialSubject = '' }: { initialSubject?: string }) {
  const t = useT();
  const id = useId();
  const [values, setValues] = useState<Values>({ ...EMPTY, subject: initialSubject });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const focusFirstError = (fields: Partial<Record<Field, string>>) => {
    const first = FIELDS.find((f) => fields[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const local: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) local.name = t('contact.form.required');
    if (!values.email.trim()) local.email = t('contact.form.required');
    if (!values.subject.trim()) local.subject = t('contact.form.required');
    if (!values.message.trim()) local.message = t('contact.form.required');
    if (Object.keys(local).length) {
      setErrors(local);
      focusFirstError(local);
      return;
    }
    setSending(true);
    try {
      await catalogApi(api).sendContactMessage({ ...values, phone: values.phone.trim() || undefined });
      toast.success(t('contact.form.sent'));
      setValues(EMPTY);
      setErrors({});
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.length) {
        const next: Partial<Record<Field, string>> = {};
        for (const e of error.fieldErrors)
          if ((FIELDS as readonly string[]).includes(e.field)) next[e.field as Field] ??= e.message;
        setErrors(next);
        focusFirstError(next);
      }
      toast.error(isApiError(error) && error.status > 0 && error.status < 500 ? error.message : t('common.error'));
    } finally {
      setSending(false);
    }
  };

  const field = (
    name: Field,
    label: string,
    opts: { type?: string; autoComplete?: string; multiline?: boolean; optional?: boolean } = {},
  ) => {
    const fieldId = `${id}-${name}`;
    const error = errors[name];
    const common = {
      id: fieldId,
      name,
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${fieldId}-error` : undefined,
    };
    return (
      <div className={clsx(opts.multiline && 'sm:col-span-2')}>
        <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-fg">
          {label}
          {opts.optional ? (
            <span className="font-normal text-fg-muted"> ({t('contact.form.optional')})</span>
          ) : (
            <span aria-hidden="true" className="text-red-600">
              {' '}
              *
            </span>
          )}
        </label>
        {opts.multiline ? (
          <textarea {...common} rows={5} onChange={(e) => set(name, e.target.value)} className={clsx(inputClass, 'py-2.5')} />
        ) : (
          <input
            {...common}
            type={opts.type ?? 'text'}
            autoComplete={opts.autoComplete}
            onChange={(e) => set(name, e.target.value)}
            className={clsx(inputClass, 'h-11')}
          />
        )}
        {error && (
          <p
            id={`${fieldId}-error`}
            className="mt-1.5 text-sm text-red-600 dark:text-red-400"
            data-testid={`contact-error-${name}`}
          >
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="contact-form">
      {field('name', t('contact.form.name'), { autoComplete: 'name' })}
      {field('email', t('contact.form.email'), { type: 'email', autoComplete: 'email' })}
      {field('phone', t('contact.form.phone'), { type: 'tel', autoComplete: 'tel', optional: true })}
      {field('subject', t('contact.form.subject'))}
      {field('message', t('contact.form.message'), { multiline: true })}
      <div className="sm:col-span-2">
        <button type="submit" disabled={sending} className="btn-primary w-full sm:w-auto">
          {sending ? t('contact.form.sending') : t('contact.form.submit')}
        </button>
      </div>
    </form>
  );
}
