import { clsx } from 'clsx';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { EyeIcon, EyeOffIcon } from './icons';

export const inputClass = clsx(
  'h-11 w-full rounded-xl border border-line bg-surface px-3.5 text-[15px] text-fg shadow-sm outline-none transition',
  'placeholder:text-fg-muted/70 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/25',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70',
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/25',
);

export const labelClass = 'mb-1.5 block text-sm font-medium text-fg';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  /** Content inside the field's right edge (e.g. the show-password button). */
  trailing?: ReactNode;
};

/** A labelled input whose error sits under it and is tied to it for screen readers. */
export function TextField({ label, value, onChange, error, hint, inputRef, trailing, className, id, ...rest }: InputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <input
          {...rest}
          id={inputId}
          ref={inputRef}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(inputClass, trailing ? 'pr-12' : undefined)}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-xs text-fg-muted">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
      {message}
    </p>
  );
}

/** A password input with a show/hide toggle (spec 1 "Auth screens"). */
export function PasswordField(props: Omit<InputProps, 'type' | 'trailing'>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? t('login.hidePassword') : t('login.showPassword');
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={toggleLabel}
          title={toggleLabel}
          aria-pressed={visible}
          className="inline-flex size-9 items-center justify-center rounded-lg text-fg-muted transition hover:bg-muted hover:text-fg"
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      }
    />
  );
}

interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
}

export function CheckboxField({ label, checked, onChange, error, inputRef, name }: CheckboxProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="inline-flex cursor-pointer items-start gap-2.5 text-sm text-fg">
        <input
          id={id}
          ref={inputRef}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-4 shrink-0 cursor-pointer rounded accent-brand-600"
        />
        <span>{label}</span>
      </label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx('inline-block size-4 animate-spin rounded-full border-2 border-current border-r-transparent', className)}
    />
  );
}

/** The form's main button: disabled while busy so a double press sends once. */
export function SubmitButton({ loading, children, className }: { loading: boolean; children: ReactNode; className?: string }) {
  return (
    <button type="submit" disabled={loading} aria-busy={loading} className={clsx('btn-primary w-full', className)}>
      {loading && <Spinner />}
      {children}
    </button>
  );
}
