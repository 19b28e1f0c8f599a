import type { Pagination } from '../envelope';
import type { Vnd } from '../money';
import type { OrderPickup } from '../stores/index';
import type { OrderStatus, PaymentStatus, ShippingStatus } from './order-status';
import type { AppliedPromotion } from './promotions';

export type DeliveryUnit = 'days' | 'hours';

export interface DeliveryEstimate {
  min: number;
  max: number;
  unit: DeliveryUnit;
}

export interface ShippingRate {
  region: string;
  baseRate: Vnd;
  freeShippingThreshold: Vnd | null;
}

/** Spec 2 §3 shipping method. */
export interface ShippingMethod {
  _id: string;
  code: string;
  name: string;
  description: string;
  icon: string;
  carrier: string;
  isActive: boolean;
  isDefault: boolean;
  displayOrder: number | null;
  baseRate: Vnd;
  freeShippingThreshold: Vnd | null;
  rates: ShippingRate[];
  estimatedDeliveryTime: DeliveryEstimate;
  createdAt: string;
  updatedAt: string;
  /** A live carrier's method (decision 0322): the goods' value declared for insurance, which its fee includes. */
  declaredValue?: Vnd;
}

/** The fee of one method for one address and order total. */
export interface ShippingQuote {
  fee: Vnd;
  /** The fee before a free-shipping threshold applied (what "free" saves). */
  baseFee: Vnd;
  isFree: boolean;
  /** How much more to buy for free shipping; 0 when free, null when the method has no threshold. */
  amountToFreeShipping: Vnd | null;
  freeShippingThreshold: Vnd | null;
  /** The region rate used, or null for the method's own rate. */
  region: string | null;
  estimatedDelivery: DeliveryEstimate & { text: string };
}

export interface AvailableShippingMethod extends ShippingMethod, ShippingQuote {}

export type HandlingFeeType = 'percentage' | 'fixed';

export interface PaymentConfiguration {
  bankName?: string;
  accountNumber?: string;
  accountHolder?: string;
  branch?: string;
  transferPrefix?: string;
  acceptedCards?: string[];
  benefits?: string[];
  currency?: string;
  [key: string]: unknown;
}

/** Spec 2 §3 payment method, plus what the payment step shows (processing time, cards, benefits). */
export interface PaymentMethod {
  _id: string;
  code: string;
  name: string;
  description: string;
  icon: string;
  isActive: boolean;
  isDefault: boolean;
  displayOrder: number;
  minimumOrderAmount: Vnd | null;
  maximumOrderAmount: Vnd | null;
  handlingFee: number;
  handlingFeeType: HandlingFeeType;
  instructions: string;
  processingTime: string;
  acceptedCards: string[];
  benefits: string[];
  configuration: PaymentConfiguration;
  createdAt: string;
  updatedAt: string;
}

export interface AvailablePaymentMethod extends PaymentMethod {
  /** The handling fee for the order total asked about. */
  fee: Vnd;
}

export type CartItemKind = 'product' | 'course';

/** Spec 1 §3 cart item, re-priced from the database. */
export interface CartLine {
  kind: CartItemKind;
  /** The product's (or course's) id. */
  id: string;
  /**
   * The variant sold (decision 0140): price, stock, SKU and image are the variant's. Absent or null
   * for a course and for a product's default variant when the cart was saved before variants.
   */
  variantId?: string | null;
  /** True when the product has options, so the variant must be sent back with the line. */
  hasVariants?: boolean;
  cartItemId: string;
  name: string;
  slug: string;
  image: string;
  /** The unit price charged (the selling price). */
  price: Vnd;
  comparePrice: Vnd | null;
  salePercentage: number;
  isOnSale: boolean;
  quantity: number;
  /** Units in stock; 1 for a course (bought once). */
  stockQuantity: number;
  attributes: { name: string; value: string }[];
  sku: string;
  categoryName: string;
  brandName: string;
  lineTotal: Vnd;
  /** Digital items (courses) need no shipping. */
  isDigital: boolean;
  /** Weight of one unit in kilograms, when known. */
  weightKg: number | null;
  /** False when the item can no longer be bought (deleted, unpublished, out of stock). */
  isAvailable: boolean;
  /** The product's primary category (promotions target categories). */
  categoryId?: string | null;
  /** Priced by this flash-sale item (decision 0251); its cap is taken with the order. */
  flashSaleItemId?: string | null;
  /** When the flash price ends (ISO), for the countdown. */
  flashEndsAt?: string | null;
  /** Issue 18: the seller's shop of a marketplace product ("Sold by"); absent for the shop's own and courses. */
  soldBy?: { id: string; name: string; slug: string };
}

export type PromoType = 'percentage' | 'fixed' | 'freeShipping' | 'buyXGetY';

/** Spec 1 §3 cart state promoCode, answered by POST /promo/validate. */
export interface PromoResult {
  code: string;
  type: PromoType | null;
  value: number;
  /** Discount on the subtotal (0 for free shipping: it zeroes the shipping fee instead). */
  discount: Vnd;
  isValid: boolean;
  message: string;
  minimumPurchase: Vnd | null;
}

export interface Totals {
  /** Sum of quantities (spec 1 §9 cart count). */
  itemCount: number;
  /** Number of lines (the header badge). */
  lineCount: number;
  subtotal: Vnd;
  tax: Vnd;
  discount: Vnd;
  shippingFee: Vnd;
  /** The shipping fee waived by a free-shipping code. */
  shippingDiscount: Vnd;
  handlingFee: Vnd;
  /** subtotal + tax + shipping − discount + handling fee (decision 15: the total charged is the total shown). */
  total: Vnd;
}

/** A cart (server cart or a quote of the guest cart) with server-computed totals. */
export interface Cart {
  items: CartLine[];
  totals: Totals;
  /** False when only digital items are in the cart: the shipping step is skipped. */
  requiresShipping: boolean;
  /** Problems found while re-pricing (an item gone, a quantity above stock), one per line. */
  issues: { id: string; code: string; message: string; available?: number }[];
}

export interface CartQuote extends Cart {
  promo: PromoResult | null;
  /** Every promotion applied (automatic ones and the code) with what it gave (decision 0250). */
  promotions?: AppliedPromotion[];
  shipping: (ShippingQuote & { method: string; name: string }) | null;
  payment: { method: string; name: string; fee: Vnd; isAvailable: boolean } | null;
  /** The order total a shipping threshold and payment bracket are checked against (before shipping). */
  orderTotal: Vnd;
  /**
   * Gift cards and points as the order would take them (decision 0351): `totals.discount` already
   * holds `pointsDiscount`, `totals.total` is what is left after the cards.
   */
  rewards?: QuoteRewards;
}

export interface QuoteRewards {
  giftCardAmount: Vnd;
  pointsRedeemed: number;
  pointsDiscount: Vnd;
}

export interface OrderItem {
  id: string;
  kind: CartItemKind;
  /** Product id (spec 2 §3 "product"), or null for a course. */
  product: string | null;
  /** The variant ordered (null for courses and orders placed before variants). */
  variantId: string | null;
  courseId: string | null;
  name: string;
  slug: string;
  sku: string;
  image: string;
  price: Vnd;
  comparePrice: Vnd | null;
  quantity: number;
  total: Vnd;
  attributes: { name: string; value: string }[];
}

export interface OrderAddress {
  fullName: string;
  phone: string;
  address: string;
  ward: { code: string; name: string };
  province: { code: string; name: string };
  /** One line: "12 Lê Lợi, Phường Bến Thành, Thành phố Hồ Chí Minh". */
  fullAddress: string;
  /** The same place as the shopper knew it before July 2025 ("Phường Bến Nghé, Quận 1, …"), for the courier (decision 0101). */
  legacyAddress?: string | null;
}

export interface OrderHistoryEntry {
  status: OrderStatus;
  note: string;
  /** 'customer', 'system' or 'staff'. */
  by: string;
  createdAt: string;
}

/** Spec 2 §3 order. */
export interface Order {
  _id: string;
  id: string;
  code: string;
  date: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  shippingStatus: ShippingStatus;
  customer: { userId: string | null; fullName: string; email: string; phone: string };
  shippingAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  shippingMethod: { code: string; name: string; carrier: string; estimatedDelivery: DeliveryEstimate & { text: string } } | null;
  paymentMethod: {
    code: string;
    name: string;
    instructions: string;
    processingTime: string;
    /** Bank transfer: the account to pay and the reference to write. */
    bankTransfer: { bankName: string; accountNumber: string; accountHolder: string; reference: string; amount: Vnd } | null;
  };
  items: OrderItem[];
  itemCount: number;
  subtotal: Vnd;
  shippingCost: Vnd;
  shippingDiscount: Vnd;
  tax: Vnd;
  discount: Vnd;
  handlingFee: Vnd;
  total: Vnd;
  /** Paid with gift cards (issue 15): `total` is what is left to pay by the payment method. */
  giftCardAmount?: Vnd;
  /** Loyalty points used, and the discount they gave (included in `discount`). */
  pointsRedeemed?: number;
  pointsDiscount?: Vnd;
  couponCode: string | null;
  notes: string;
  requiresShipping: boolean;
  history: OrderHistoryEntry[];
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** A prepaid order still unpaid: when it is cancelled unless the money arrives (decision 0034); else null. */
  paymentDueAt: string | null;
  /** Click-and-collect (issue 18): the store, and the pickup code once ready; absent or null otherwise. */
  pickup?: OrderPickup | null;
  createdAt: string;
  updatedAt: string;
}

/** POST /orders answer: the order, plus a link token a guest can use to see it again. */
export interface PlacedOrder extends Order {
  viewToken: string;
  /** A gateway order: where the buyer pays (null for cash, COD, bank transfer or a paid order). */
  payment?: {
    provider: string;
    redirectUrl: string | null;
    qrCode: string | null;
    /** The gateway's own id of the payment (PayPal: the order its button approves). */
    providerRef?: string | null;
    /** The gateway did not answer: the order waits unpaid and the buyer may try again. */
    error: string | null;
  } | null;
}

export interface OrderSummary {
  _id: string;
  code: string;
  date: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  shippingStatus: ShippingStatus;
  customerName: string;
  email: string;
  phone: string;
  itemCount: number;
  total: Vnd;
  paymentMethod: string;
  shippingMethod: string | null;
  firstItem: { name: string; image: string } | null;
}

export interface OrderList {
  items: OrderSummary[];
  pagination: Pagination;
}

export interface TrackingStep {
  status: OrderStatus;
  reached: boolean;
  at: string | null;
}

export interface OrderTracking {
  code: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  shippingStatus: ShippingStatus;
  trackingNumber: string | null;
  trackingUrl: string | null;
  estimatedDelivery: (DeliveryEstimate & { text: string }) | null;
  /** The usual path of this kind of order, each step reached or not. */
  steps: TrackingStep[];
  /** Everything that happened, oldest first. */
  timeline: OrderHistoryEntry[];
}

export interface Coupon {
  _id: string;
  code: string;
  name: string;
  description: string;
  type: PromoType;
  value: number;
  minimumPurchase: Vnd | null;
  /** Cap on a percentage discount. */
  maximumDiscount: Vnd | null;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  usesPerCustomer: number | null;
  usedCount: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  /** Issue 15 (decision 0250): applied without a code when the cart qualifies. */
  isAutomatic?: boolean;
  combinable?: boolean;
  buyQuantity?: number | null;
  getQuantity?: number | null;
  buy?: { productIds: string[]; categoryIds: string[] };
  get?: { productIds: string[]; categoryIds: string[] };
  /** Set on codes generated in bulk from another promotion. */
  batchId?: string | null;
}

/** Per-promotion usage report: orders not cancelled, what they got off and what they brought in. */
export interface PromotionUsage {
  orders: number;
  discount: Vnd;
  shippingDiscount: Vnd;
  revenue: Vnd;
  usedCount: number;
  generatedCodes: number;
}

export interface FlashSaleItem {
  _id: string;
  productId: string;
  variantId: string | null;
  priceType: 'fixed' | 'percentage';
  value: number;
  cap: number | null;
  perCustomer: number | null;
  sold: number;
  /** Filled for the storefront and the admin list. */
  product?: { name: string; slug: string; thumbnail: string; price: Vnd; flashPrice: Vnd; quantity: number };
  /** The storefront's card of the product (to add it to the cart). */
  summary?: import('../catalog').ProductSummary;
}

export interface FlashSale {
  _id: string;
  name: string;
  startsAt: string;
  endsAt: string;
  isActive: boolean;
  items: FlashSaleItem[];
  createdAt: string;
  updatedAt: string;
}
