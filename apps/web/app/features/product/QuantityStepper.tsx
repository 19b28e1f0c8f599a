import { useId } from 'react';
import { MinusIcon, PlusIcon } from '../catalog/catalog-icons';
import { useT } from '../i18n/LanguageProvider';

interface Props {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  /** Stock; no upper bound when undefined. */
  max?: number;
  disabled?: boolean;
}

/** − [n] + with a typed value clamped to min..max. */
export function QuantityStepper({ value, onChange, min = 1, max, disabled = false }: Props) {
  const t = useT();
  const id = useId();
  const clamp = (n: number) => Math.max(min, max === undefined ? n : Math.min(max, n));
  return (
    <div className="inline-flex h-11 items-center rounded-xl border border-line bg-surface" data-testid="quantity-stepper">
      <label htmlFor={id} className="sr-only">
        {t('catalog.quantity')}
      </label>
      <button
        type="button"
        onClick={() => onChange(clamp(value - 1))}
        disabled={disabled || value <= min}
        aria-label={t('catalog.quantity.decrease')}
        className="flex size-11 items-center justify-center rounded-l-xl text-fg hover:bg-muted disabled:opacity-40"
      >
        <MinusIcon size={16} />
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        disabled={disabled}
        onChange={(e) => {
          const n = Number.parseInt(e.target.value.replace(/\D/g, ''), 10);
          onChange(Number.isNaN(n) ? min : clamp(n));
        }}
        className="h-full w-14 appearance-none border-x border-line bg-transparent text-center text-sm font-semibold text-fg outline-none [-moz-appearance:textfield] focus:ring-2 focus:ring-brand-500/30 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        onClick={() => onChange(clamp(value + 1))}
        disabled={disabled || (max !== undefined && value >= max)}
        aria-label={t('catalog.quantity.increase')}
        className="flex size-11 items-center justify-center rounded-r-xl text-fg hover:bg-muted disabled:opacity-40"
      >
        <PlusIcon size={16} />
      </button>
    </div>
  );
}
