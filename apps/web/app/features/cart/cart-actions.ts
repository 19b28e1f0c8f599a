import type { Cart, CartLine, ProductSummary } from '@sen/core';
import { checkoutApi } from '@sen/core/api/checkout';
import { isApiError } from '@sen/core/api-client';
import { cartLineKey } from '@sen/core/checkout/line-key';
import { api } from '../api/browser-api';
import { getCart, lineKey, refsOf, setCart } from './cart-store';

/** A product as bought: with the variant picked on its page, when it has options. */
export type Buyable = ProductSummary & { variantId?: string };

export type AddResult =
  | { ok: true }
  | { ok: false; reason: 'out_of_stock' | 'stock_limit' | 'error'; available: number; message?: string };

const cartApi = () => checkoutApi(api);

/** Each quote carries a number, so an answer that arrives after a newer request is dropped. */
let quoteSeq = 0;

/** Re-prices the cart on the server (guest and signed-in alike) with the promo code kept. */
export async function refreshQuote(): Promise<void> {
  const { lines, promoCode, rewards } = getCart();
  const seq = ++quoteSeq;
  if (lines.length === 0) return setCart({ quote: null, loading: false });
  setCart({ loading: true });
  try {
    const quote = await cartApi().quote({ items: refsOf(lines), promoCode, ...rewards });
    if (seq !== quoteSeq) return;
    // The server's copy of each line is the truth: current price, stock, name and image.
    const priced = new Map(quote.items.map((l) => [lineKey(l), l]));
    const next = getCart().lines.map((l) => ({ ...l, ...(priced.get(lineKey(l)) ?? {}), quantity: l.quantity }));
    setCart({ quote, lines: next, loading: false, error: null });
  } catch (error) {
    if (seq !== quoteSeq) return;
    setCart({ loading: false, error: isApiError(error) && error.status < 500 ? error.message : 'CART_LOAD_FAILED' });
  }
}

function fromServer(cart: Cart) {
  setCart({ lines: cart.items });
  void refreshQuote();
}

function failure(error: unknown): AddResult {
  if (isApiError(error) && (error.errorCode === 'INSUFFICIENT_STOCK' || error.errorCode === 'OUT_OF_STOCK')) {
    const available = Number(/\d+/.exec(error.message)?.[0] ?? 0);
    return {
      ok: false,
      reason: error.errorCode === 'OUT_OF_STOCK' ? 'out_of_stock' : 'stock_limit',
      available,
      message: error.message,
    };
  }
  return { ok: false, reason: 'error', available: 0, message: isApiError(error) ? error.message : undefined };
}

function lineOf(product: Buyable, quantity: number): CartLine {
  const image = product.images.find((i) => i.isMain)?.url ?? product.images[0]?.url ?? product.thumbnail;
  const variantId = product.variantId;
  return {
    kind: 'product',
    id: product._id,
    variantId,
    hasVariants: !!variantId,
    cartItemId: cartLineKey(product._id, variantId),
    name: product.name,
    slug: product.slug,
    image,
    price: product.price,
    comparePrice: product.comparePrice,
    salePercentage: product.salePercentage,
    isOnSale: product.isOnSale,
    quantity,
    stockQuantity: product.quantity,
    attributes: [],
    sku: product.sku,
    categoryName: product.category?.name ?? '',
    brandName: product.brand?.name ?? '',
    lineTotal: product.price * quantity,
    isDigital: false,
    weightKg: null,
    isAvailable: true,
  };
}

/** Adding a product already in the cart raises its quantity, never above the stock (spec 1 §5). */
export async function addToCart(product: Buyable, quantity = 1): Promise<AddResult> {
  const { lines, mode } = getCart();
  const key = cartLineKey(product._id, product.variantId);
  const existing = lines.find((l) => lineKey(l) === key);
  const wanted = (existing?.quantity ?? 0) + quantity;
  if (product.quantity <= 0) return { ok: false, reason: 'out_of_stock', available: 0 };
  if (wanted > product.quantity) return { ok: false, reason: 'stock_limit', available: product.quantity };
  if (mode === 'server') {
    try {
      fromServer(await cartApi().addItem({ productId: product._id, variantId: product.variantId, quantity }));
      return { ok: true };
    } catch (error) {
      return failure(error);
    }
  }
  setCart({
    lines: existing ? lines.map((l) => (l === existing ? { ...l, quantity: wanted } : l)) : [...lines, lineOf(product, quantity)],
  });
  void refreshQuote();
  return { ok: true };
}

/** What a course line needs before the server prices it. */
export interface CourseForCart {
  _id: string;
  code: string;
  title: string;
  slug: string;
  imageUrl: string;
  finalPrice: number;
  price: number;
}

/** A paid course is a digital line bought once: adding it again changes nothing. */
export async function addCourseToCart(course: CourseForCart): Promise<AddResult> {
  const { lines, mode } = getCart();
  if (lines.some((l) => l.kind === 'course' && (l.id === course._id || l.sku === course.code))) return { ok: true };
  if (mode === 'server') {
    try {
      fromServer(await cartApi().addItem({ courseId: course._id }));
      return { ok: true };
    } catch (error) {
      return failure(error);
    }
  }
  const line: CartLine = {
    kind: 'course',
    id: course._id,
    cartItemId: course._id,
    name: course.title,
    slug: course.slug,
    image: course.imageUrl,
    price: course.finalPrice,
    comparePrice: course.price > course.finalPrice ? course.price : null,
    salePercentage: 0,
    isOnSale: false,
    quantity: 1,
    stockQuantity: 1,
    attributes: [],
    sku: course.code,
    categoryName: '',
    brandName: '',
    lineTotal: course.finalPrice,
    isDigital: true,
    weightKg: null,
    isAvailable: true,
  };
  setCart({ lines: [...lines, line] });
  void refreshQuote();
  return { ok: true };
}

/** Quantities go from 1 to the stock (spec 1 §4). */
export async function setQuantity(line: CartLine, quantity: number): Promise<AddResult> {
  const next = Math.max(1, Math.floor(quantity));
  if (next > line.stockQuantity) return { ok: false, reason: 'stock_limit', available: line.stockQuantity };
  if (getCart().mode === 'server') {
    try {
      fromServer(await cartApi().setQuantity(line.cartItemId, next));
      return { ok: true };
    } catch (error) {
      return failure(error);
    }
  }
  setCart({ lines: getCart().lines.map((l) => (lineKey(l) === lineKey(line) ? { ...l, quantity: next } : l)) });
  void refreshQuote();
  return { ok: true };
}

export async function removeLine(line: CartLine): Promise<void> {
  if (getCart().mode === 'server') return fromServer(await cartApi().removeItem(line.cartItemId));
  setCart({ lines: getCart().lines.filter((l) => lineKey(l) !== lineKey(line)) });
  void refreshQuote();
}

/** Clearing also deletes the saved cart (spec 1 §4). */
export async function clearCart(): Promise<void> {
  if (getCart().mode === 'server') await cartApi().clearCart();
  quoteSeq++;
  setCart({ lines: [], promoCode: null, rewards: { giftCards: [], usePoints: 0 }, quote: null, error: null });
}

/** After an order: the server already removed the ordered lines from a signed-in cart. */
export async function emptyAfterOrder(): Promise<void> {
  if (getCart().mode === 'server') {
    try {
      setCart({ lines: (await cartApi().cart()).items });
    } catch {
      setCart({ lines: [] });
    }
  } else setCart({ lines: [] });
  quoteSeq++;
  setCart({ promoCode: null, rewards: { giftCards: [], usePoints: 0 }, quote: null });
}
