import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageKey } from '@sen/core';
import { isApiError } from '@sen/core/api-client';
import { FIELD_MESSAGES, type FieldMessageKey, fieldMessage } from '@sen/core/errors';
import { type ReactNode, useEffect, useId, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
  useFormContext,
} from 'react-hook-form';
import type { z } from 'zod';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { ConfirmDialog } from './ConfirmDialog';
import { input, label as labelClass } from './classes';
import { useLeaveGuard } from './use-leave-guard';

/** A form on react-hook-form checked by a core zod schema (messages are admin i18n keys). */
export function useAdminForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues: z.infer<S>) {
  return useForm<z.infer<S>, unknown, z.infer<S>>({
    // The resolver's generic types trail zod 4's; the schema's output is the form's values.
    resolver: zodResolver(schema as never) as never,
    defaultValues: defaultValues as DefaultValues<z.infer<S>>,
    mode: 'onTouched',
  });
}

/**
 * A form's submit handler that saves: `action` gets the checked values; while it runs `busy` is
 * true; when it fails the server's field messages go under their fields (`rename` maps the API's
 * names onto the form's) or its message becomes a toast (`failed` when there is none), and what was
 * typed stays. What to do after a success (toast, close, reload) is `action`'s own last lines.
 */
export function useFormSave<V extends FieldValues>(
  form: UseFormReturn<V, unknown, V>,
  action: (values: V) => Promise<unknown>,
  opts: { failed?: string; rename?: Record<string, string> } = {},
) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const save = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      await action(values);
    } catch (error) {
      applyServerErrors(form, error, opts.failed ?? t('adminKit.saveFailed'), opts.rename);
    } finally {
      setBusy(false);
    }
  });
  return { save, busy };
}

/** "variants[2].sku" and "variants.2.sku" both name the form's `variants.2.sku`; `rename` maps the API's names onto the form's. */
function formPath(field: string, rename: Record<string, string>): string {
  const dotted = field.replace(/\[(\d+)\]/g, '.$1');
  return rename[dotted] ?? dotted;
}

/**
 * Puts a failed save's per-field messages under their fields (focusing the first one) and
 * shows the message as a toast when no field is named. What was typed stays.
 */
export function applyServerErrors<V extends FieldValues>(
  form: UseFormReturn<V, unknown, V>,
  error: unknown,
  fallback: string,
  rename: Record<string, string> = {},
): void {
  if (!isApiError(error)) {
    toast.error(fallback);
    return;
  }
  const known = new Set(Object.keys(form.getValues()));
  let first = true;
  let placed = false;
  for (const fieldError of error.fieldErrors) {
    const path = formPath(fieldError.field, rename);
    if (!known.has(path.split('.')[0] ?? '')) continue;
    form.setError(path as FieldPath<V>, { type: 'server', message: fieldError.message }, { shouldFocus: first });
    first = false;
    placed = true;
  }
  if (!placed || error.fieldErrors.length === 0) toast.error(error.message || fallback);
}

/** The message for `name` (a dotted path) among the form's errors. */
function errorAt(errors: FieldErrors, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/** A zod message is an admin i18n key; a server message is already in the user's language. */
function useMessage() {
  const t = useT();
  const { lang } = useLanguage();
  return (message: string) => {
    if (message.startsWith('adminKit.')) return t(message as MessageKey);
    // Core schemas name their field messages (courses.code.required…): shown in the admin's language.
    return message in FIELD_MESSAGES ? fieldMessage(message as FieldMessageKey, lang) : message;
  };
}

interface FieldProps {
  name: string;
  label: string;
  hint?: string;
  className?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** Label, control, hint and error message wired together (aria-invalid, aria-describedby). */
export function Field({ name, label, hint, className, children }: FieldProps) {
  const id = useId();
  const message = useMessage();
  const {
    formState: { errors },
  } = useFormContext();
  const error = errorAt(errors, name);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600 dark:text-red-400" data-testid={`error-${name}`}>
          {message(error)}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<FieldProps, 'children'> & {
  type?: 'text' | 'number' | 'url' | 'datetime-local' | 'date';
  multiline?: boolean;
  placeholder?: string;
};

/** A text or number input registered with the surrounding form (numbers: empty → null). */
export function TextField({ type = 'text', multiline, placeholder, ...field }: InputProps) {
  const { register } = useFormContext();
  const registered = register(field.name, type === 'number' ? { setValueAs: numberOrNull } : {});
  return (
    <Field {...field}>
      {(aria) =>
        multiline ? (
          <textarea {...aria} {...registered} rows={4} placeholder={placeholder} className={input} />
        ) : (
          <input
            {...aria}
            {...registered}
            type={type}
            placeholder={placeholder}
            className={input}
            inputMode={type === 'number' ? 'numeric' : undefined}
          />
        )
      }
    </Field>
  );
}

export function numberOrNull(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/[\s.,](?=\d{3}\b)/g, ''));
  return Number.isNaN(n) ? Number.NaN : n;
}

export function SelectField({
  options,
  ...field
}: Omit<FieldProps, 'children'> & { options: { value: string; label: string }[] }) {
  const { register } = useFormContext();
  return (
    <Field {...field}>
      {(aria) => (
        <select {...aria} {...register(field.name)} className={input}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function CheckboxField({ name, label }: { name: string; label: string }) {
  const { register } = useFormContext();
  return (
    <label className="flex items-center gap-2 text-sm text-fg">
      <input type="checkbox" className="size-4 accent-brand-600" {...register(name)} />
      {label}
    </label>
  );
}

/**
 * The unsaved-changes warning (spec 2 §8): leaving the page inside the app asks first, closing or
 * reloading the tab gets the browser's own question.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const t = useT();
  const blocker = useLeaveGuard(dirty);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('adminKit.unsaved.title')}
      message={t('adminKit.unsaved.message')}
      confirmLabel={t('adminKit.unsaved.leave')}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

export type { Path };
