import type { Product } from '@sen/core';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { productHref } from '../catalog/card-product';
import { vnd } from '../catalog/Price';
import { cardPricing } from '../catalog/pricing';
import { RatingStars } from '../catalog/RatingStars';
import { PageHero } from '../content/PageHero';
import { useT } from '../i18n/LanguageProvider';
import { CloseIcon } from '../ui/icons';
import { COMPARE_MAX, readCompare, writeCompare } from './compare-store';

export interface CompareData {
  origin: string;
  ids: string[];
  products: Product[];
  missing: number;
  now: number;
}

interface Row {
  label: string;
  /** What is compared for "differences only". */
  texts: string[];
  cells?: ReactNode[];
}

/** Every specification name of the products in first-seen order, each product's value on its line. */
function specRows(products: Product[]): Row[] {
  const names: string[] = [];
  for (const p of products) for (const s of p.specifications) if (!names.includes(s.name)) names.push(s.name);
  return names.map((name) => ({
    label: name,
    texts: products.map((p) =>
      p.specifications
        .filter((s) => s.name === name)
        .map((s) => s.value)
        .join(', '),
    ),
  }));
}

const compareUrl = (ids: string[]) => (ids.length ? `/compare?ids=${ids.map(encodeURIComponent).join(',')}` : '/compare');

/**
 * /compare: up to four products side by side, specifications aligned row by row. The list is the
 * device's (localStorage); the page puts it in the address (?ids=) so the server renders it.
 */
export function ComparePage({ data }: { data: CompareData }) {
  const t = useT();
  const navigate = useNavigate();
  const { products } = data;
  const [checked, setChecked] = useState(data.ids.length > 0);
  const [onlyDiff, setOnlyDiff] = useState(false);

  useEffect(() => {
    if (data.ids.length === 0) {
      const stored = readCompare();
      if (stored.length) navigate(compareUrl(stored), { replace: true });
      else setChecked(true);
    } else if (data.missing > 0) {
      // Products no longer sold leave the device's list too.
      writeCompare(products.map((p) => p._id));
    }
  }, [data.ids, data.missing, products, navigate]);

  const show = (ids: string[]) => {
    writeCompare(ids);
    navigate(compareUrl(ids), { replace: true, preventScrollReset: true });
  };

  const rows: Row[] = [
    {
      label: t('info.compare.price'),
      texts: products.map((p) => vnd(cardPricing(p, data.now).price)),
      cells: products.map((p) => {
        const pricing = cardPricing(p, data.now);
        return (
          <span key={p._id}>
            <span className="font-bold text-brand-700 dark:text-brand-300">{vnd(pricing.price)}</span>
            {pricing.comparePrice && <s className="ml-2 text-xs text-fg-muted">{vnd(pricing.comparePrice)}</s>}
          </span>
        );
      }),
    },
    {
      label: t('info.compare.rating'),
      texts: products.map((p) => `${p.ratings.average}/${p.ratings.count}`),
      cells: products.map((p) => <RatingStars key={p._id} average={p.ratings.average} count={p.ratings.count} />),
    },
    { label: t('info.compare.brand'), texts: products.map((p) => p.brand?.name ?? '') },
    { label: t('info.compare.category'), texts: products.map((p) => p.category?.name ?? '') },
    {
      label: t('info.compare.stock'),
      texts: products.map((p) => (p.isAvailable && p.quantity > 0 ? t('info.compare.inStock') : t('info.compare.outOfStock'))),
    },
    {
      label: t('info.compare.warranty'),
      texts: products.map((p) => (p.warranty.months > 0 ? t('info.compare.months', { n: p.warranty.months }) : '')),
    },
    { label: t('info.compare.weight'), texts: products.map((p) => (p.weight ? `${p.weight.value} ${p.weight.unit}` : '')) },
  ];
  const specs = specRows(products);
  const differs = (r: Row) => new Set(r.texts).size > 1;
  const visible = (list: Row[]) => (onlyDiff ? list.filter(differs) : list);

  const cell = (r: Row, i: number) => r.cells?.[i] ?? (r.texts[i] || <span className="text-fg-muted">—</span>);
  const renderRows = (list: Row[]) =>
    visible(list).map((r) => (
      <tr key={r.label} className="border-t border-line" data-testid="compare-row">
        <th
          scope="row"
          className="sticky left-0 z-[1] bg-surface px-3 py-2.5 text-left align-top text-xs font-semibold text-fg-muted md:text-sm"
        >
          {r.label}
        </th>
        {products.map((p, i) => (
          <td key={p._id} className="px-3 py-2.5 align-top text-sm text-fg">
            {cell(r, i)}
          </td>
        ))}
      </tr>
    ));

  return (
    <div className="container-page space-y-6 py-6 md:py-10">
      <PageHero title={t('info.compare.title')} lead={t('info.compare.lead', { max: COMPARE_MAX })} origin={data.origin} />
      {data.missing > 0 && (
        <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
          {t('info.compare.missing')}
        </p>
      )}
      {products.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-line p-8 text-center" data-testid="compare-empty">
          <p className="text-fg-muted" role="status">
            {checked ? t('info.compare.empty') : t('info.compare.loading')}
          </p>
          <Link to="/products" className="btn-primary mt-4">
            {t('info.compare.browse')}
          </Link>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <label className="inline-flex items-center gap-2 text-sm text-fg">
              <input
                type="checkbox"
                checked={onlyDiff}
                onChange={(e) => setOnlyDiff(e.target.checked)}
                className="size-4 accent-brand-600"
              />
              {t('info.compare.onlyDifferences')}
            </label>
            <div className="flex gap-2">
              {products.length < COMPARE_MAX && (
                <Link
                  to="/products"
                  className="h-9 rounded-lg border border-line px-4 text-sm leading-9 font-semibold text-fg hover:bg-muted"
                >
                  {t('info.compare.addMore')}
                </Link>
              )}
              <button
                type="button"
                onClick={() => show([])}
                className="h-9 rounded-lg px-4 text-sm font-semibold text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
              >
                {t('info.compare.clear')}
              </button>
            </div>
          </div>
          <div className="overflow-x-auto rounded-2xl border border-line bg-surface">
            <table className="w-full min-w-max table-fixed border-collapse" data-testid="compare-table">
              <colgroup>
                <col className="w-28 md:w-44" />
                {products.map((p) => (
                  <col key={p._id} className="w-40 md:w-56" />
                ))}
              </colgroup>
              <thead>
                <tr>
                  <td className="sticky left-0 z-[1] bg-surface" />
                  {products.map((p) => (
                    <th key={p._id} scope="col" className="px-3 pt-3 pb-3 text-left align-top" data-testid="compare-product">
                      <div className="relative">
                        <button
                          type="button"
                          onClick={() => show(products.filter((x) => x._id !== p._id).map((x) => x._id))}
                          aria-label={t('info.compare.remove', { name: p.name })}
                          className="absolute top-0 right-0 z-[1] flex size-8 items-center justify-center rounded-full bg-surface/90 text-fg-muted shadow-sm ring-1 ring-line hover:text-red-600"
                          data-testid="compare-remove"
                        >
                          <CloseIcon size={16} />
                        </button>
                        <Link to={productHref(p)} className="block aspect-square overflow-hidden rounded-xl bg-white">
                          <img src={p.thumbnail} alt="" loading="lazy" className="size-full object-contain" />
                        </Link>
                        <Link
                          to={productHref(p)}
                          className="mt-2 line-clamp-2 text-sm font-semibold text-fg hover:text-brand-700 dark:hover:text-brand-300"
                        >
                          {p.name}
                        </Link>
                        <Link
                          to={productHref(p)}
                          className="mt-2 flex h-9 items-center justify-center rounded-lg bg-brand-600 text-xs font-semibold text-white hover:bg-brand-700"
                        >
                          {t('info.compare.view')}
                        </Link>
                      </div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {renderRows(rows)}
                {visible(specs).length > 0 && (
                  <tr className="border-t border-line bg-muted/60">
                    <th
                      scope="colgroup"
                      colSpan={products.length + 1}
                      className="sticky left-0 px-3 py-2 text-left text-sm font-bold text-fg"
                    >
                      {t('info.compare.specs')}
                    </th>
                  </tr>
                )}
                {renderRows(specs)}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
