import type { Product, ProductVariant } from '@sen/core';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { useT } from '../i18n/LanguageProvider';

/**
 * One row of values per option (decision 0141), each a link to `?variant=<id>`: the loader picks
 * the variant up again, so the server renders every choice and the browser needs no state for it.
 * A value that makes no variant with the other chosen values is disabled; one whose variant is
 * sold out is struck through but can be picked (the page then says it is out of stock).
 */
export function VariantPicker({ product, current }: { product: Product; current: ProductVariant }) {
  const t = useT();
  const chosen = (name: string) => current.options.find((o) => o.name === name)?.value;
  return (
    <div className="space-y-3" data-testid="variant-picker">
      {product.options!.map((o) => (
        <fieldset key={o.name}>
          <legend className="mb-1.5 text-sm text-fg-muted">
            {o.name}: <b className="text-fg">{chosen(o.name)}</b>
          </legend>
          <div className="flex flex-wrap gap-2">
            {o.values.map((value) => {
              const v = product.variants!.find((x) =>
                x.options.every((y) => y.value === (y.name === o.name ? value : chosen(y.name))),
              );
              const css = clsx(
                'rounded-lg border px-3 py-1.5 text-sm',
                v === current ? 'border-brand-600 font-semibold' : 'border-line',
                !v && 'opacity-40',
                v && v.quantity <= 0 && 'line-through',
              );
              return v ? (
                <Link
                  key={value}
                  to={`?variant=${v._id}`}
                  replace
                  preventScrollReset
                  aria-current={v === current}
                  title={v.quantity <= 0 ? t('product.outOfStock') : undefined}
                  className={css}
                >
                  {value}
                </Link>
              ) : (
                <span key={value} aria-disabled className={css}>
                  {value}
                </span>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
