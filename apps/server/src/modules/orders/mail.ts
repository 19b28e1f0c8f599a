import { formatVnd, isPrepaidMethod, type Language, type Order, UNPAID_ORDER_HOURS } from '@sen/core';
import { formatShopTime } from '@sen/core/shop-time';
import { PICKUP_HOLD_DAYS } from '@sen/core/stores/index';
import type { MailMessage } from '../mail/mailer';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TEXT = {
  vi: {
    subject: (code: string) => `Sen đã nhận đơn hàng ${code}`,
    hello: (name: string) => `Xin chào ${name},`,
    intro: (code: string) => `Cảm ơn bạn đã đặt hàng tại Sen. Đơn hàng ${code} đã được ghi nhận và đang chờ xác nhận.`,
    items: 'Sản phẩm',
    subtotal: 'Tạm tính',
    tax: 'Thuế (10%)',
    shipping: 'Phí vận chuyển',
    discount: 'Giảm giá',
    fee: 'Phí thanh toán',
    total: 'Tổng thanh toán',
    payment: 'Thanh toán',
    shipTo: 'Giao đến',
    transfer: (bank: string, account: string, holder: string, ref: string, amount: string) =>
      `Vui lòng chuyển khoản ${amount} đến ${bank}, số tài khoản ${account} (${holder}), nội dung: ${ref}.`,
    view: 'Xem đơn hàng',
    note: 'Chúng tôi sẽ gọi xác nhận trong vòng 30 phút. Bạn có thể theo dõi đơn hàng bằng liên kết trên.',
    due: (at: string) =>
      `Vui lòng thanh toán trước ${at}. Sau thời hạn này, đơn hàng sẽ tự động hủy và sản phẩm được trả lại kho.`,
    cancelledSubject: (code: string) => `Đơn hàng ${code} đã bị hủy`,
    cancelledBy: {
      expired: (code: string) =>
        `Đơn hàng ${code} đã được tự động hủy vì Sen chưa nhận được thanh toán trong vòng ${UNPAID_ORDER_HOURS} giờ.`,
      uncollected: (code: string) =>
        `Đơn hàng ${code} đã được tự động hủy vì chưa được nhận tại cửa hàng trong ${PICKUP_HOLD_DAYS} ngày kể từ khi sẵn sàng.`,
      customer: (code: string) => `Theo yêu cầu của bạn, đơn hàng ${code} đã được hủy.`,
      staff: (code: string) => `Sen đã hủy đơn hàng ${code}.`,
    },
    reason: 'Lý do',
    paidAnyway: 'Nếu bạn đã thanh toán cho đơn hàng này, vui lòng trả lời email này để Sen hoàn tiền hoặc khôi phục đơn hàng.',
    again: 'Bạn có thể đặt lại đơn hàng bất cứ lúc nào trên website của Sen.',
  },
  en: {
    subject: (code: string) => `Sen received your order ${code}`,
    hello: (name: string) => `Hello ${name},`,
    intro: (code: string) => `Thank you for shopping at Sen. Your order ${code} has been received and is awaiting confirmation.`,
    items: 'Items',
    subtotal: 'Subtotal',
    tax: 'Tax (10%)',
    shipping: 'Shipping',
    discount: 'Discount',
    fee: 'Payment fee',
    total: 'Total',
    payment: 'Payment',
    shipTo: 'Ship to',
    transfer: (bank: string, account: string, holder: string, ref: string, amount: string) =>
      `Please transfer ${amount} to ${bank}, account ${account} (${holder}), reference: ${ref}.`,
    view: 'View your order',
    note: 'We will call to confirm within 30 minutes. You can follow your order with the link above.',
    due: (at: string) =>
      `Please pay before ${at}. After that, the order is cancelled automatically and its items go back on sale.`,
    cancelledSubject: (code: string) => `Your order ${code} has been cancelled`,
    cancelledBy: {
      expired: (code: string) =>
        `Your order ${code} was cancelled automatically because Sen did not receive its payment within ${UNPAID_ORDER_HOURS} hours.`,
      uncollected: (code: string) =>
        `Your order ${code} was cancelled automatically because it was not collected from the store within ${PICKUP_HOLD_DAYS} days of being ready.`,
      customer: (code: string) => `As you asked, your order ${code} has been cancelled.`,
      staff: (code: string) => `Sen has cancelled your order ${code}.`,
    },
    reason: 'Reason',
    paidAnyway: 'If you have already paid for this order, reply to this email and Sen will refund you or restore the order.',
    again: 'You are welcome to order again at any time on the Sen website.',
  },
};

const button = (href: string, label: string) =>
  `<p><a href="${esc(href)}" style="display:inline-block;padding:10px 18px;background:#e11d48;color:#fff;border-radius:6px;text-decoration:none">${esc(label)}</a></p>`;

/** The order confirmation (spec 2 §2: "a confirmation email follows"), with a link that opens the order without signing in. */
export function orderConfirmationMail(order: Order, link: string, lang: Language): MailMessage {
  const l = lang === 'vi' ? 'vi' : 'en';
  const t = TEXT[l];
  const money = (n: number) => formatVnd(n);
  const rows: [string, number][] = [
    [t.subtotal, order.subtotal],
    [t.tax, order.tax],
    ...(order.requiresShipping ? ([[t.shipping, order.shippingCost]] as [string, number][]) : []),
    ...(order.discount > 0 ? ([[t.discount, -order.discount]] as [string, number][]) : []),
    ...(order.handlingFee > 0 ? ([[t.fee, order.handlingFee]] as [string, number][]) : []),
    [t.total, order.total],
  ];
  const bank = order.paymentMethod.bankTransfer;
  const transfer = bank
    ? t.transfer(bank.bankName, bank.accountNumber, bank.accountHolder, bank.reference, money(bank.amount))
    : '';
  const shipTo = order.shippingAddress
    ? // The old (pre-2025) form in brackets, as the shopper knows the place (decision 0101).
      `${t.shipTo}: ${order.shippingAddress.fullName}, ${order.shippingAddress.fullAddress}${order.shippingAddress.legacyAddress ? ` (${order.shippingAddress.legacyAddress})` : ''}`
    : '';
  const due = order.paymentDueAt ? t.due(formatShopTime(order.paymentDueAt, l)) : '';
  const itemLines = order.items.map((i) => `- ${i.name} × ${i.quantity}: ${money(i.total)}`);

  const text = [
    t.hello(order.customer.fullName),
    '',
    t.intro(order.code),
    '',
    `${t.items}:`,
    ...itemLines,
    '',
    ...rows.map(([k, v]) => `${k}: ${money(v)}`),
    `${t.payment}: ${order.paymentMethod.name}`,
    ...(shipTo ? [shipTo] : []),
    ...(transfer ? ['', transfer] : []),
    ...(due ? ['', due] : []),
    '',
    `${t.view}: ${link}`,
    '',
    t.note,
    '',
    '— Sen',
  ].join('\n');

  const td = 'style="padding:4px 8px;border-bottom:1px solid #eee"';
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#111">
<p>${esc(t.hello(order.customer.fullName))}</p><p>${esc(t.intro(order.code))}</p>
<table style="border-collapse:collapse">${order.items
    .map((i) => `<tr><td ${td}>${esc(i.name)} × ${i.quantity}</td><td ${td} align="right">${esc(money(i.total))}</td></tr>`)
    .join(
      '',
    )}${rows.map(([k, v]) => `<tr><td ${td}>${esc(k)}</td><td ${td} align="right">${esc(money(v))}</td></tr>`).join('')}</table>
<p>${esc(`${t.payment}: ${order.paymentMethod.name}`)}${shipTo ? `<br>${esc(shipTo)}` : ''}</p>${transfer ? `<p><strong>${esc(transfer)}</strong></p>` : ''}${due ? `<p>${esc(due)}</p>` : ''}
${button(link, t.view)}
<p style="font-size:12px;color:#666">${esc(t.note)}</p><p>— Sen</p></body></html>`;

  return { to: order.customer.email, subject: t.subject(order.code), text, html, template: 'order-confirmation', language: l };
}

export type CancelledBy = 'expired' | 'uncollected' | 'customer' | 'staff';

/**
 * The buyer learns their order was cancelled: unpaid past its deadline, at their own request,
 * or by staff (with the note staff wrote, which the tracking page shows them too).
 */
export function orderCancelledMail(
  order: Order,
  opts: { by: CancelledBy; note: string; link: string; lang: Language },
): MailMessage {
  const l = opts.lang === 'vi' ? 'vi' : 'en';
  const t = TEXT[l];
  const reason = opts.by === 'staff' && opts.note ? `${t.reason}: ${opts.note}` : '';
  // Money may have been sent just before the deadline or on its way when staff cancelled.
  const maybePaid = opts.by !== 'customer' && isPrepaidMethod(order.paymentMethod.code);
  const paragraphs = [
    t.hello(order.customer.fullName),
    t.cancelledBy[opts.by](order.code),
    ...(reason ? [reason] : []),
    ...(maybePaid ? [t.paidAnyway] : []),
    t.again,
  ];
  const text = [...paragraphs.flatMap((p) => [p, '']), `${t.view}: ${opts.link}`, '', '— Sen'].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#111">
${paragraphs.map((p) => `<p>${esc(p)}</p>`).join('\n')}
${button(opts.link, t.view)}<p>— Sen</p></body></html>`;
  return {
    to: order.customer.email,
    subject: t.cancelledSubject(order.code),
    text,
    html,
    template: 'order-cancelled',
    language: l,
  };
}
