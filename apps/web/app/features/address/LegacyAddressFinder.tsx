import { formatLegacyAddress, type LegacyWardMatch } from '@sen/core/address/index';
import { addressApi } from '@sen/core/api/address';
import { useEffect, useId, useState } from 'react';
import { api } from '../api/browser-api';
import { FieldError, inputClass, labelClass } from '../auth/fields';
import { useT } from '../i18n/LanguageProvider';

export interface LegacyPick {
  id: string;
  provinceCode: string;
  wardCode: string;
  label: string;
}

interface Props {
  onPick: (pick: LegacyPick) => void;
  /** The mapping picked earlier (the order form keeps it), shown as a summary. */
  pickedId?: string;
  error?: string;
}

const DEBOUNCE_MS = 250;

/**
 * Search by the address as written before July 2025 (old ward, district, province; accents
 * optional). Choosing a result hands the 2025 province and ward to the form (decision 0101).
 */
export function LegacyAddressFinder({ onPick, pickedId, error }: Props) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(Boolean(error));
  const [query, setQuery] = useState('');
  const [state, setState] = useState<{ q: string; list: LegacyWardMatch[] | null; failed: boolean }>({
    q: '',
    list: null,
    failed: false,
  });
  const [picked, setPicked] = useState<LegacyWardMatch | null>(null);

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      addressApi(api)
        .legacyWards(q, controller.signal)
        .then((list) => setState({ q, list, failed: false }))
        .catch(() => !controller.signal.aborted && setState({ q, list: null, failed: true }));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const choose = (m: LegacyWardMatch) => {
    setPicked(m);
    setOpen(false);
    onPick({ id: m.id, provinceCode: m.province.code, wardCode: m.ward.code, label: formatLegacyAddress(m) });
  };

  const shown = picked && picked.id === pickedId ? picked : null;
  if (!open) {
    return (
      <div className="sm:col-span-2 text-sm" data-testid="legacy-address">
        {shown && (
          <p className="mb-1 text-fg-muted" data-testid="legacy-address-picked">
            {t('address.legacy.picked', { old: formatLegacyAddress(shown) })}
          </p>
        )}
        <button
          type="button"
          className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-400"
          onClick={() => setOpen(true)}
          data-testid="legacy-address-open"
        >
          {shown ? t('address.legacy.change') : t('address.legacy.open')}
        </button>
        <FieldError message={error} />
      </div>
    );
  }

  const q = query.trim();
  const current = q.length >= 2 && state.q === q ? state : null;
  const inputId = `${id}-q`;
  const hintId = `${id}-hint`;
  return (
    <fieldset className="sm:col-span-2 rounded-xl border border-line p-4" data-testid="legacy-address">
      <legend className="px-1 text-sm font-semibold">{t('address.legacy.title')}</legend>
      <label htmlFor={inputId} className={labelClass}>
        {t('address.legacy.label')}
      </label>
      <input
        id={inputId}
        type="search"
        value={query}
        autoComplete="off"
        placeholder={t('address.legacy.placeholder')}
        aria-describedby={hintId}
        aria-invalid={error ? true : undefined}
        onChange={(e) => setQuery(e.target.value)}
        className={inputClass}
        data-testid="legacy-address-input"
      />
      <p id={hintId} className="mt-1 text-xs text-fg-muted">
        {t('address.legacy.hint')}
      </p>
      <FieldError message={error} />
      <div aria-live="polite" className="mt-2">
        {q.length >= 2 && !current && <p className="text-sm text-fg-muted">{t('address.legacy.searching')}</p>}
        {current?.failed && <p className="text-sm text-red-600 dark:text-red-400">{t('address.legacy.failed')}</p>}
        {current?.list?.length === 0 && <p className="text-sm text-fg-muted">{t('address.legacy.none')}</p>}
        {current?.list && current.list.length > 0 && (
          <ul
            aria-label={t('address.legacy.results')}
            className="max-h-72 divide-y divide-line overflow-y-auto rounded-lg border border-line"
          >
            {current.list.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  onClick={() => choose(m)}
                  className="w-full px-3 py-2 text-left hover:bg-muted focus-visible:bg-muted"
                  data-testid="legacy-address-result"
                >
                  <span className="block text-sm font-medium">{formatLegacyAddress(m)}</span>
                  <span className="block text-xs text-fg-muted">
                    {t('address.legacy.becomes', { ward: m.ward.name, province: m.province.name })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-2 text-right">
        <button type="button" className="text-sm text-fg-muted hover:underline" onClick={() => setOpen(false)}>
          {t('address.legacy.close')}
        </button>
      </div>
    </fieldset>
  );
}
