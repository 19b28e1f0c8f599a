import {
  type CartItemKind,
  type DeliveryEstimate,
  type Order,
  type OrderAddress,
  type OrderHistoryEntry,
  type OrderItem,
  type OrderStatus,
  type OrderSummary,
  type PaymentStatus,
  paymentDueAt,
  type ShippingStatus,
} from '@sen/core';
import type { OrderItemsTable, OrderStatusHistoryTable, OrdersTable } from '../../db/tables/commerce';
import type { RewardOrderColumns } from '../../db/tables/rewards';
import { parseJson } from '../catalog/mappers';

export interface PaymentDetails {
  instructions: string;
  processingTime: string;
  bankTransfer: Order['paymentMethod']['bankTransfer'];
}

function address(o: OrdersTable & { legacy_address?: string | null }): OrderAddress | null {
  if (!o.requires_shipping) return null;
  return {
    fullName: o.full_name,
    phone: o.phone,
    address: o.address,
    ward: { code: o.ward_code ?? '', name: o.ward_name },
    province: { code: o.province_code ?? '', name: o.province_name },
    fullAddress: [o.address, o.ward_name, o.province_name].filter(Boolean).join(', '),
    legacyAddress: o.legacy_address ?? null,
  };
}

export function toOrderItem(r: OrderItemsTable): OrderItem {
  return {
    id: r.id,
    kind: r.kind as CartItemKind,
    product: r.kind === 'product' ? r.product_id : null,
    variantId: r.variant_id ?? null,
    courseId: r.course_id,
    name: r.name,
    slug: r.slug,
    sku: r.sku,
    image: r.image,
    price: Number(r.unit_price),
    comparePrice: r.compare_price === null ? null : Number(r.compare_price),
    quantity: r.quantity,
    total: Number(r.line_total),
    attributes: parseJson(r.attributes, []),
  };
}

export function toHistory(r: OrderStatusHistoryTable): OrderHistoryEntry {
  return {
    status: r.status as OrderStatus,
    note: r.note,
    by: r.actor.startsWith('staff') ? 'staff' : r.actor,
    createdAt: r.created_at,
  };
}

export function estimateOf(o: OrdersTable): (DeliveryEstimate & { text: string }) | null {
  return o.shipping_estimate ? parseJson(o.shipping_estimate, null) : null;
}

export function toOrder(o: OrdersTable, items: OrderItemsTable[], history: OrderStatusHistoryTable[]): Order {
  const payment = parseJson<Partial<PaymentDetails>>(o.payment_details, {});
  const estimate = estimateOf(o);
  const shipTo = address(o);
  return {
    _id: o.id,
    id: o.id,
    code: o.code,
    date: o.created_at,
    status: o.status as OrderStatus,
    paymentStatus: o.payment_status as PaymentStatus,
    shippingStatus: o.shipping_status as ShippingStatus,
    customer: { userId: o.user_id, fullName: o.full_name, email: o.email, phone: o.phone },
    shippingAddress: shipTo,
    billingAddress: shipTo,
    shippingMethod:
      o.shipping_method_code && estimate
        ? { code: o.shipping_method_code, name: o.shipping_method_name, carrier: o.shipping_carrier, estimatedDelivery: estimate }
        : null,
    paymentMethod: {
      code: o.payment_method_code,
      name: o.payment_method_name,
      instructions: payment.instructions ?? '',
      processingTime: payment.processingTime ?? '',
      bankTransfer: payment.bankTransfer ?? null,
    },
    items: [...items].sort((a, b) => a.position - b.position).map(toOrderItem),
    itemCount: o.item_count,
    subtotal: Number(o.subtotal),
    shippingCost: Number(o.shipping_fee),
    shippingDiscount: Number(o.shipping_discount),
    tax: Number(o.tax),
    discount: Number(o.discount),
    handlingFee: Number(o.handling_fee),
    total: Number(o.total),
    giftCardAmount: Number((o as RewardOrderColumns).gift_card_amount ?? 0),
    pointsRedeemed: Number((o as RewardOrderColumns).points_redeemed ?? 0),
    pointsDiscount: Number((o as RewardOrderColumns).points_discount ?? 0),
    couponCode: o.coupon_code,
    notes: o.notes,
    requiresShipping: o.requires_shipping === 1,
    history: [...history].sort((a, b) => a.created_at.localeCompare(b.created_at)).map(toHistory),
    trackingNumber: o.tracking_number,
    trackingUrl: o.tracking_url,
    paymentDueAt: paymentDueAt({
      status: o.status as OrderStatus,
      paymentStatus: o.payment_status as PaymentStatus,
      paymentMethodCode: o.payment_method_code,
      updatedAt: o.updated_at,
    }),
    createdAt: o.created_at,
    updatedAt: o.updated_at,
  };
}

export function toSummary(o: OrdersTable, first: { name: string; image: string } | null): OrderSummary {
  return {
    _id: o.id,
    code: o.code,
    date: o.created_at,
    status: o.status as OrderStatus,
    paymentStatus: o.payment_status as PaymentStatus,
    shippingStatus: o.shipping_status as ShippingStatus,
    customerName: o.full_name,
    email: o.email,
    phone: o.phone,
    itemCount: o.item_count,
    total: Number(o.total),
    paymentMethod: o.payment_method_code,
    shippingMethod: o.shipping_method_code,
    firstItem: first,
  };
}
