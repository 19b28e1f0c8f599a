import { isLanguage, type Language, type Order } from '@sen/core';
import type { OrderPickup } from '@sen/core/stores/index';
import type { MailMessage } from '../mail/mailer';

const TEXTS: Record<
  Language,
  { subject: (c: string) => string; body: (c: string, store: string) => string; code: string; bring: string; view: string }
> = {
  vi: {
    subject: (c) => `Mã nhận hàng cho đơn ${c}`,
    body: (c, s) => `Đơn hàng ${c} đã sẵn sàng tại ${s}.`,
    code: 'Mã nhận hàng',
    bring: 'Đưa mã này (hoặc mã QR trên trang đơn hàng) cho nhân viên cửa hàng khi nhận hàng.',
    view: 'Xem đơn hàng và mã QR',
  },
  en: {
    subject: (c) => `Pickup code for order ${c}`,
    body: (c, s) => `Order ${c} is ready at ${s}.`,
    code: 'Pickup code',
    bring: 'Show this code (or the QR code on the order page) to the store staff when you collect it.',
    view: 'See the order and QR code',
  },
  fr: {
    subject: (c) => `Code de retrait de la commande ${c}`,
    body: (c, s) => `La commande ${c} est prête à ${s}.`,
    code: 'Code de retrait',
    bring: 'Présentez ce code (ou le QR code de la page de commande) au personnel du magasin.',
    view: 'Voir la commande et le QR code',
  },
  de: {
    subject: (c) => `Abholcode für Bestellung ${c}`,
    body: (c, s) => `Bestellung ${c} liegt bei ${s} bereit.`,
    code: 'Abholcode',
    bring: 'Zeigen Sie diesen Code (oder den QR-Code auf der Bestellseite) bei der Abholung vor.',
    view: 'Bestellung und QR-Code ansehen',
  },
  ja: {
    subject: (c) => `ご注文 ${c} の受け取りコード`,
    body: (c, s) => `ご注文 ${c} は ${s} でお受け取りいただけます。`,
    code: '受け取りコード',
    bring: '受け取りの際にこのコード（または注文ページのQRコード）を店舗スタッフにお見せください。',
    view: '注文とQRコードを見る',
  },
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail with the pickup code, sent when staff mark a pickup order ready. */
export function pickupMail(order: Order & { pickup: OrderPickup | null }, link: string, language: string): MailMessage {
  const lang: Language = isLanguage(language) ? language : 'vi';
  const t = TEXTS[lang];
  const store = order.pickup ? `${order.pickup.storeName} (${order.pickup.storeAddress})` : '';
  const code = order.pickup?.pickupCode ?? '';
  const text = [t.body(order.code, store), '', `${t.code}: ${code}`, '', t.bring, '', `${t.view}: ${link}`, '', '— Sen'].join(
    '\n',
  );
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#111">
<p>${esc(t.body(order.code, store))}</p>
<p>${esc(t.code)}:<br><strong style="font-size:28px;letter-spacing:4px;font-family:monospace">${esc(code)}</strong></p>
<p>${esc(t.bring)}</p>
<p><a href="${esc(link)}" style="display:inline-block;padding:10px 18px;background:#e11d48;color:#fff;border-radius:6px;text-decoration:none">${esc(t.view)}</a></p><p>— Sen</p></body></html>`;
  return { to: order.customer.email, subject: t.subject(order.code), text, html, template: 'order-pickup-code', language: lang };
}
