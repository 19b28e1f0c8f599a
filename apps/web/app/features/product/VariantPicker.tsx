import type { Product, ProductVariant } from '@sen/core';
import { clsx } from 'clsx';
import { useT } from '../i18n/LanguageProvider';

/**
 * One row of value buttons per option (decision 0141). A value that makes no variant with the
 * other chosen values is disabled; one whose variant is sold out is struck through but can be
 * picked (the page then says it is out of stock).
 */
export function VariantPicker({
  product,
  current,
  onPick,
}: {
  product: Product;
  current: ProductVariant;
  onPick: (v: ProductVariant) => void;
}) {
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
              const out = v && v.quantity <= 0;
              return (
                <button
                  key={value}
                  type="button"
                  disabled={!v}
                  aria-pressed={v === current}
                  title={out ? t('product.outOfStock') : undefined}
                  onClick={() => v && onPick(v)}
                  className={clsx(
                    'min-w-12 rounded-lg border px-3 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-40',
                    v === current ? 'border-brand-600 font-semibold text-brand-700 dark:text-brand-300' : 'border-line',
                    out && 'text-fg-muted line-through',
                  )}
                >
                  {value}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
