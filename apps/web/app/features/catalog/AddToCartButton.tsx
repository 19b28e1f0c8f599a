import type { ProductSummary } from '@sen/core';
import { clsx } from 'clsx';
import { addToCart } from '../cart/cart-actions';
import { useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';
import { type CardProduct, cartProduct } from './card-product';

interface Props {
  /** With `variantId` when the shopper picked one of the product's variants. */
  product: (CardProduct | ProductSummary) & { variantId?: string };
  quantity?: number;
  /** "Thêm vào giỏ" on cards, "Thêm vào giỏ hàng" elsewhere. */
  short?: boolean;
  disabled?: boolean;
  className?: string;
  onAdded?: () => void;
  /** Instead of adding: a product with variants asks which one first (the card opens its quick view). */
  onChoose?: () => void;
}

/** Adds to the device cart with the spec's toasts; disabled when the product cannot be bought. The cart icon is app.css's `.btn-add`. */
export function AddToCartButton({ product, quantity = 1, short = false, disabled = false, className, onAdded, onChoose }: Props) {
  const t = useT();
  const unavailable = product.quantity <= 0 || !product.isAvailable;
  const onAdd = async () => {
    if (onChoose) return onChoose();
    const result = await addToCart({ ...cartProduct(product), variantId: product.variantId }, quantity);
    if (result.ok) {
      toast.success(t('product.addedToCart'));
      onAdded?.();
    } else if (result.reason === 'out_of_stock') toast.error(t('product.outOfStock'));
    else if (result.reason === 'stock_limit') toast.error(t('cart.stockLimit', { n: result.available }));
    else toast.error(result.message ?? t('product.outOfStock'));
  };
  return (
    <button
      type="button"
      onClick={onAdd}
      disabled={unavailable || disabled || quantity <= 0}
      data-testid="add-to-cart"
      className={clsx('btn-add', className)}
    >
      {unavailable ? t('product.outOfStock') : short ? t('product.addToCartShort') : t('product.addToCart')}
    </button>
  );
}
