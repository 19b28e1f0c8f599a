import type { Product } from '@sen/core';
import { useEffect, useState } from 'react';
import { AddToCartButton } from '../catalog/AddToCartButton';
import { vnd } from '../catalog/Price';

interface Props {
  product: Product;
  price: number;
  quantity: number;
  disabled: boolean;
  /** The page's own buying row: the bar shows only while that row is out of view. */
  target: HTMLElement | null;
}

/**
 * On a phone the product page's price and buy button sit below the picture, out of view: this bar
 * keeps both at hand above the bottom navigation (issue 10, item 14). Loaded only on phones, on
 * demand, so the page's first scripts stay as they were (decision 0091). While it shows,
 * `html[data-buybar]` lifts the floating buttons above it.
 */
export default function StickyBuyBar({ product, price, quantity, disabled, target }: Props) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setShown(!entry.isIntersecting);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [target]);

  useEffect(() => {
    const root = document.documentElement;
    if (shown) root.dataset.buybar = '';
    else delete root.dataset.buybar;
    return () => {
      delete root.dataset.buybar;
    };
  }, [shown]);

  if (!shown) return null;
  return (
    <div
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 flex items-center gap-3 border-t border-line bg-surface/95 px-4 py-2.5 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur md:hidden"
      data-testid="sticky-buy-bar"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-xs text-fg-muted">{product.name}</p>
        <p className="text-lg leading-tight font-bold text-brand-700 dark:text-brand-300">{vnd(price)}</p>
      </div>
      <AddToCartButton product={product} quantity={quantity} disabled={disabled} className="h-11 shrink-0 px-4 text-sm" />
    </div>
  );
}
