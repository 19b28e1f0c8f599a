import type { CartLine } from '@sen/core';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { vnd } from '../catalog/Price';
import { useT } from '../i18n/LanguageProvider';
import { CloseIcon } from '../ui/icons';
import { toast } from '../ui/toast';
import { removeLine, setQuantity } from './cart-actions';
import { SoldBy } from './SoldBy';

/** One cart line: plus is disabled once the stock is reached, minus at 1 (spec 1 §5). */
export function CartLineItem({
  line,
  compact = false,
  onNavigate,
}: {
  line: CartLine;
  compact?: boolean;
  onNavigate?: () => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isCourse = line.kind === 'course';
  const href = isCourse ? `/course-details?id=${encodeURIComponent(line.sku)}` : `/products/${encodeURIComponent(line.slug)}`;

  const change = async (quantity: number) => {
    setBusy(true);
    const result = await setQuantity(line, quantity);
    setBusy(false);
    if (result.ok) {
      setError(null);
      toast.success(t('cart.updated'));
      return;
    }
    const message =
      result.reason === 'error' ? (result.message ?? t('checkout.failed')) : t('cart.stockLimit', { n: result.available });
    setError(message);
    toast.error(result.reason === 'error' ? message : t('cart.alreadyInCart'));
  };
  const remove = async () => {
    setBusy(true);
    try {
      await removeLine(line);
      toast.success(t('cart.removed'));
    } catch {
      toast.error(t('checkout.failed'));
      setBusy(false);
    }
  };

  const stepper =
    'flex h-8 w-8 items-center justify-center text-lg text-fg hover:bg-muted disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      <Link to={href} onClick={onNavigate} className="shrink-0">
        <img
          src={line.image || '/favicon.svg'}
          alt={line.name}
          width={compact ? 64 : 88}
          height={compact ? 64 : 88}
          className={clsx('rounded-xl border border-line bg-white object-contain', compact ? 'h-16 w-16' : 'h-22 w-22')}
        />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <Link to={href} onClick={onNavigate} className="line-clamp-2 font-medium text-fg hover:text-brand-600">
            {line.name}
          </Link>
          <button
            type="button"
            onClick={remove}
            disabled={busy}
            aria-label={t('cart.removeItem', { name: line.name })}
            className="rounded-lg p-1 text-fg-muted hover:bg-muted hover:text-red-600"
            data-testid="cart-remove"
          >
            <CloseIcon size={16} />
          </button>
        </div>
        {line.attributes.length > 0 && (
          <p className="mt-0.5 text-xs text-fg-muted">{line.attributes.map((a) => `${a.name}: ${a.value}`).join(' · ')}</p>
        )}
        {line.soldBy && <SoldBy seller={line.soldBy} onNavigate={onNavigate} />}
        {!line.isAvailable && <p className="mt-0.5 text-xs font-medium text-red-600">{t('cart.unavailable')}</p>}
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-baseline gap-2">
            <span className="font-semibold text-brand-600">{vnd(line.price)}</span>
            {line.comparePrice && line.comparePrice > line.price && (
              <span className="text-xs text-fg-muted line-through">{vnd(line.comparePrice)}</span>
            )}
          </div>
          {!isCourse && (
            <fieldset className="flex items-center overflow-hidden rounded-lg border border-line" aria-label={t('cart.quantity')}>
              <button
                type="button"
                className={stepper}
                disabled={busy || line.quantity <= 1}
                onClick={() => change(line.quantity - 1)}
                aria-label={t('cart.decrease')}
              >
                −
              </button>
              <span className="min-w-9 text-center text-sm font-semibold" data-testid="cart-line-quantity">
                {line.quantity}
              </span>
              <button
                type="button"
                className={stepper}
                disabled={busy || line.stockQuantity <= line.quantity}
                onClick={() => change(line.quantity + 1)}
                aria-label={t('cart.increase')}
              >
                +
              </button>
            </fieldset>
          )}
        </div>
        {error && <p className="mt-1 text-xs text-red-600">{error}</p>}
      </div>
    </li>
  );
}
