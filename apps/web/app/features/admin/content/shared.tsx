import type { MessageKey } from '@sen/core';
import { isApiError } from '@sen/core/api-client';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '@sen/core/content/admin';
import { clsx } from 'clsx';
import { type ReactNode, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { badge } from '../kit/classes';
import { SingleImageField } from '../kit/ImageUploader';
import { adminContentApi } from './api';

export type EditLanguage = 'vi' | TranslationLanguage;
export const EDIT_LANGUAGES: readonly EditLanguage[] = ['vi', ...TRANSLATION_LANGUAGES];

/**
 * The five languages of a content form as tabs: Vietnamese holds the required fields, each other
 * language its optional translations (left empty, the storefront shows the Vietnamese text).
 */
export function LanguageTabs({ children }: { children: (lang: EditLanguage) => ReactNode }) {
  const t = useT();
  const [lang, setLang] = useState<EditLanguage>('vi');
  return (
    <div>
      <div role="tablist" aria-label={t('adminContent.languages')} className="mb-3 flex flex-wrap gap-1 border-b border-line">
        {EDIT_LANGUAGES.map((l) => (
          <button
            key={l}
            type="button"
            role="tab"
            aria-selected={lang === l}
            data-testid={`lang-tab-${l}`}
            onClick={() => setLang(l)}
            className={clsx(
              '-mb-px border-b-2 px-3 py-1.5 text-sm font-medium',
              lang === l
                ? 'border-brand-600 text-brand-700 dark:text-brand-300'
                : 'border-transparent text-fg-muted hover:text-fg',
            )}
          >
            {t(`adminContent.lang.${l}` as MessageKey)}
          </button>
        ))}
      </div>
      {lang !== 'vi' && <p className="mb-3 text-xs text-fg-muted">{t('adminContent.fallbackHint')}</p>}
      {children(lang)}
    </div>
  );
}

/** The form field name of `field` in `lang`: the Vietnamese column or its translation. */
export const fieldIn = (lang: EditLanguage, field: string) => (lang === 'vi' ? field : `translations.${lang}.${field}`);

/**
 * A picture field holding an address: a chosen file goes through the image pipeline at once and
 * its address becomes the field's value (the kit's single image field, uploading).
 */
export function UploadedImageField({ name, label, testId }: { name: string; label: string; testId?: string }) {
  const t = useT();
  const { setValue, control, formState } = useFormContext();
  const value = (useWatch({ control, name }) as string | undefined) ?? '';
  const [busy, setBusy] = useState(false);
  const error = name
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], formState.errors) as
    | { message?: string }
    | undefined;
  return (
    <div>
      <SingleImageField
        label={busy ? `${label} — ${t('adminContent.uploading')}` : label}
        current={value}
        value={undefined}
        testId={testId}
        onChange={async (file) => {
          if (file === undefined || file === null) {
            setValue(name, '', { shouldDirty: true });
            return;
          }
          setBusy(true);
          try {
            const { url } = await adminContentApi.uploadImage(file);
            setValue(name, url, { shouldDirty: true, shouldValidate: true });
          } catch (e) {
            toast.error(isApiError(e) ? (e.fieldErrors[0]?.message ?? e.message) : t('adminKit.saveFailed'));
          } finally {
            setBusy(false);
          }
        }}
      />
      {error?.message && (
        <p className="mt-1 text-xs text-red-600 dark:text-red-400">
          {error.message.startsWith('adminKit.') ? t(error.message as MessageKey) : error.message}
        </p>
      )}
    </div>
  );
}

/** ISO instant → the datetime-local input's text in the browser's zone ('' for none). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The datetime-local input's text → ISO instant (null for empty). */
export function fromLocalInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}

export function formatWhen(iso: string | null, lang: string): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' }).format(
    new Date(iso),
  );
}

const TONES = {
  green: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  amber: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  slate: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  blue: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
} as const;

export function Badge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return <span className={clsx(badge, TONES[tone])}>{children}</span>;
}
