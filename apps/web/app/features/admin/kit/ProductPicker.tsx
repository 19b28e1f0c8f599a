import type { AdminProductRow } from '@sen/core/catalogue/types';
import { formatVnd } from '@sen/core/money';
import { useEffect, useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useT } from '../../i18n/LanguageProvider';
import { adminCatalogApi } from '../catalog/api';
import { input } from './classes';
import { Field } from './form';

/** What the picker shows of a product: enough to recognise it. */
type Picked = Pick<AdminProductRow, '_id' | 'name' | 'sku' | 'thumbnail' | 'price'>;

/** Products already looked up, so a form opened twice does not ask again. */
const known = new Map<string, Picked>();

function Thumb({ p }: { p: Picked }) {
  return p.thumbnail ? (
    <img src={p.thumbnail} alt="" width={32} height={32} className="h-8 w-8 shrink-0 rounded border border-line object-contain" />
  ) : (
    <span className="h-8 w-8 shrink-0 rounded border border-line bg-muted" />
  );
}

/**
 * Picks products by searching the catalogue (name without accents, or SKU), for a form field
 * holding an id (`multiple` false) or a list of ids. Shows each pick with its picture, name and
 * price; ids the form already holds (editing) are looked up once. Staff never type an id.
 */
export function ProductPicker({
  name,
  label,
  hint,
  multiple = false,
  className,
}: {
  name: string;
  label: string;
  hint?: string;
  multiple?: boolean;
  className?: string;
}) {
  const t = useT();
  const listId = useId();
  const { control, setValue } = useFormContext();
  const raw = useWatch({ control, name }) as string | string[] | undefined;
  const ids = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Picked[]>([]);
  const [searching, setSearching] = useState(false);
  const [, setTick] = useState(0);

  // Ids held by the form but not seen yet (an edited record): one lookup each.
  const missing = ids.filter((id) => !known.has(id)).join(',');
  useEffect(() => {
    if (!missing) return;
    const c = new AbortController();
    Promise.all(
      missing.split(',').map((id) =>
        adminCatalogApi
          .product(id, c.signal)
          .then((p) => known.set(id, { _id: p._id, name: p.name, sku: p.sku, thumbnail: p.thumbnail, price: p.price }))
          .catch(() => known.set(id, { _id: id, name: id, sku: '', thumbnail: '', price: 0 })),
      ),
    ).then(() => !c.signal.aborted && setTick((n) => n + 1));
    return () => c.abort();
  }, [missing]);

  useEffect(() => {
    const term = q.trim();
    if (term.length < 2) {
      setFound([]);
      return;
    }
    const c = new AbortController();
    const timer = setTimeout(() => {
      setSearching(true);
      adminCatalogApi
        .products({ page: 1, limit: 10, q: term }, c.signal)
        .then((r) => {
          for (const p of r.items) known.set(p._id, p);
          setFound(r.items);
        })
        .catch(() => undefined)
        .finally(() => !c.signal.aborted && setSearching(false));
    }, 250);
    return () => {
      clearTimeout(timer);
      c.abort();
    };
  }, [q]);

  const write = (next: string[]) =>
    setValue(name, multiple ? next : (next[0] ?? ''), { shouldDirty: true, shouldValidate: true });
  const pick = (p: Picked) => {
    known.set(p._id, p);
    if (multiple) write(ids.includes(p._id) ? ids : [...ids, p._id]);
    else {
      write([p._id]);
      setQ('');
      setFound([]);
    }
  };
  const remove = (id: string) => write(ids.filter((x) => x !== id));

  return (
    // min-w-0: inside a grid cell, long product names truncate instead of widening the column.
    <Field name={name} label={label} hint={hint} className={className ? `min-w-0 ${className}` : 'min-w-0'}>
      {(aria) => (
        <div className="grid gap-2" data-testid={`picker-${name}`}>
          {ids.length > 0 && (
            <ul className="grid gap-1" aria-label={t('adminKit.picker.picked')}>
              {ids.map((id) => {
                const p = known.get(id) ?? { _id: id, name: '…', sku: '', thumbnail: '', price: 0 };
                return (
                  <li
                    key={id}
                    className="flex items-center gap-2 rounded-lg border border-line px-2 py-1 text-sm"
                    data-testid="picked-product"
                  >
                    <Thumb p={p} />
                    <span className="min-w-0 flex-1 truncate">
                      {p.name} <span className="font-mono text-xs text-fg-muted">{p.sku}</span>
                    </span>
                    <span className="text-xs text-fg-muted">{p.price ? formatVnd(p.price) : ''}</span>
                    <button
                      type="button"
                      className="rounded px-1.5 text-xs text-red-600 hover:underline"
                      aria-label={t('adminKit.picker.remove', { name: p.name })}
                      onClick={() => remove(id)}
                    >
                      ✕
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <input
            {...aria}
            type="search"
            className={input}
            placeholder={t('adminKit.picker.search')}
            value={q}
            onChange={(e) => setQ(e.target.value)}
            onKeyDown={(e) => {
              // Enter picks the first result instead of submitting the form.
              if (e.key === 'Enter') {
                e.preventDefault();
                if (found[0]) pick(found[0]);
              }
            }}
            aria-controls={listId}
            autoComplete="off"
            data-testid={`picker-search-${name}`}
          />
          {q.trim().length >= 2 && (
            <ul id={listId} className="max-h-56 overflow-auto rounded-lg border border-line text-sm">
              {found.length === 0 && (
                <li className="px-3 py-2 text-fg-muted">
                  {searching ? t('adminKit.picker.searching') : t('adminKit.picker.none')}
                </li>
              )}
              {found.map((p) => {
                const chosen = ids.includes(p._id);
                return (
                  <li key={p._id}>
                    <button
                      type="button"
                      aria-pressed={chosen}
                      className={`flex w-full items-center gap-2 px-3 py-1.5 text-left hover:bg-muted ${chosen ? 'bg-muted font-semibold' : ''}`}
                      onClick={() => (chosen && multiple ? remove(p._id) : pick(p))}
                      data-testid="picker-result"
                    >
                      <Thumb p={p} />
                      <span className="min-w-0 flex-1 truncate">
                        {p.name} <span className="font-mono text-xs text-fg-muted">{p.sku}</span>
                      </span>
                      <span className="text-xs">{formatVnd(p.price)}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </Field>
  );
}
