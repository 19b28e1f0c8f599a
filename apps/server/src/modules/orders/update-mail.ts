import { formatVnd, isLanguage, type Language, type Order } from '@sen/core';
import type { MailMessage } from '../mail/mailer';

/** The order moves a customer is told about by mail (cancellation has its own mail in mail.ts). */
export type OrderUpdate =
  | 'paid'
  | 'confirmed'
  | 'shipped'
  | 'readyForPickup'
  | 'delivered'
  | 'returnApproved'
  | 'returnRefunded'
  | 'edited';

interface Texts {
  hello: (name: string) => string;
  view: string;
  tracking: (n: string) => string;
  newTotal: (amount: string) => string;
  subject: Record<OrderUpdate, (code: string) => string>;
  body: Record<OrderUpdate, (code: string) => string>;
}

const TEXTS: Record<Language, Texts> = {
  vi: {
    hello: (n) => `Xin chào ${n},`,
    view: 'Xem đơn hàng',
    newTotal: (a) => `Tổng tiền mới: ${a}`,
    tracking: (n) => `Mã vận đơn: ${n}`,
    subject: {
      paid: (c) => `Sen đã nhận thanh toán cho đơn hàng ${c}`,
      confirmed: (c) => `Đơn hàng ${c} đã được xác nhận`,
      shipped: (c) => `Đơn hàng ${c} đang được giao`,
      readyForPickup: (c) => `Đơn hàng ${c} đã sẵn sàng để nhận`,
      delivered: (c) => `Đơn hàng ${c} đã được giao`,
      returnApproved: (c) => `Yêu cầu đổi trả đơn hàng ${c} đã được chấp nhận`,
      returnRefunded: (c) => `Sen đã hoàn tiền cho đơn hàng ${c}`,
      edited: (c) => `Đơn hàng ${c} đã được cập nhật`,
    },
    body: {
      paid: (c) => `Sen đã nhận được thanh toán cho đơn hàng ${c}. Cảm ơn bạn!`,
      confirmed: (c) => `Sen đã xác nhận đơn hàng ${c} và đang chuẩn bị hàng cho bạn.`,
      shipped: (c) => `Đơn hàng ${c} đã được giao cho đơn vị vận chuyển và đang trên đường đến bạn.`,
      readyForPickup: (c) => `Đơn hàng ${c} đã sẵn sàng. Bạn có thể đến cửa hàng để nhận hàng.`,
      delivered: (c) => `Đơn hàng ${c} đã được giao thành công. Cảm ơn bạn đã mua sắm tại Sen!`,
      returnApproved: (c) => `Sen đã chấp nhận yêu cầu đổi trả cho đơn hàng ${c}. Vui lòng đóng gói sản phẩm và gửi về Sen.`,
      returnRefunded: (c) =>
        `Sen đã hoàn tiền cho đơn hàng ${c}. Tiền sẽ về tài khoản của bạn theo phương thức thanh toán ban đầu.`,
      edited: (c) => `Sen đã cập nhật đơn hàng ${c} theo yêu cầu. Vui lòng xem lại sản phẩm, địa chỉ và tổng tiền.`,
    },
  },
  en: {
    hello: (n) => `Hello ${n},`,
    view: 'View your order',
    newTotal: (a) => `New total: ${a}`,
    tracking: (n) => `Tracking number: ${n}`,
    subject: {
      paid: (c) => `Sen received the payment for order ${c}`,
      confirmed: (c) => `Your order ${c} is confirmed`,
      shipped: (c) => `Your order ${c} is on its way`,
      readyForPickup: (c) => `Your order ${c} is ready for pickup`,
      delivered: (c) => `Your order ${c} was delivered`,
      returnApproved: (c) => `Your return for order ${c} is approved`,
      returnRefunded: (c) => `Sen refunded order ${c}`,
      edited: (c) => `Your order ${c} was updated`,
    },
    body: {
      paid: (c) => `Sen has received the payment for order ${c}. Thank you!`,
      confirmed: (c) => `Sen has confirmed order ${c} and is preparing it for you.`,
      shipped: (c) => `Order ${c} has been handed to the carrier and is on its way to you.`,
      readyForPickup: (c) => `Order ${c} is ready. You can collect it at the store.`,
      delivered: (c) => `Order ${c} was delivered. Thank you for shopping at Sen!`,
      returnApproved: (c) => `Sen approved your return for order ${c}. Please pack the items and send them back to Sen.`,
      returnRefunded: (c) => `Sen has refunded order ${c}. The money goes back through your original payment method.`,
      edited: (c) => `Sen updated order ${c} as requested. Please check the items, the address and the total.`,
    },
  },
  fr: {
    hello: (n) => `Bonjour ${n},`,
    view: 'Voir la commande',
    newTotal: (a) => `Nouveau total : ${a}`,
    tracking: (n) => `Numéro de suivi : ${n}`,
    subject: {
      paid: (c) => `Sen a reçu le paiement de la commande ${c}`,
      confirmed: (c) => `Votre commande ${c} est confirmée`,
      shipped: (c) => `Votre commande ${c} est en route`,
      readyForPickup: (c) => `Votre commande ${c} est prête à être retirée`,
      delivered: (c) => `Votre commande ${c} a été livrée`,
      returnApproved: (c) => `Votre retour pour la commande ${c} est accepté`,
      returnRefunded: (c) => `Sen a remboursé la commande ${c}`,
      edited: (c) => `Votre commande ${c} a été modifiée`,
    },
    body: {
      paid: (c) => `Sen a bien reçu le paiement de la commande ${c}. Merci !`,
      confirmed: (c) => `Sen a confirmé la commande ${c} et la prépare pour vous.`,
      shipped: (c) => `La commande ${c} a été remise au transporteur et est en route.`,
      readyForPickup: (c) => `La commande ${c} est prête. Vous pouvez la retirer en magasin.`,
      delivered: (c) => `La commande ${c} a été livrée. Merci pour votre achat chez Sen !`,
      returnApproved: (c) => `Sen a accepté votre retour pour la commande ${c}. Emballez les articles et renvoyez-les à Sen.`,
      returnRefunded: (c) => `Sen a remboursé la commande ${c}. L’argent revient par votre moyen de paiement d’origine.`,
      edited: (c) => `Sen a modifié la commande ${c} à votre demande. Vérifiez les articles, l’adresse et le total.`,
    },
  },
  de: {
    hello: (n) => `Hallo ${n},`,
    view: 'Bestellung ansehen',
    newTotal: (a) => `Neue Gesamtsumme: ${a}`,
    tracking: (n) => `Sendungsnummer: ${n}`,
    subject: {
      paid: (c) => `Sen hat die Zahlung für Bestellung ${c} erhalten`,
      confirmed: (c) => `Ihre Bestellung ${c} ist bestätigt`,
      shipped: (c) => `Ihre Bestellung ${c} ist unterwegs`,
      readyForPickup: (c) => `Ihre Bestellung ${c} liegt zur Abholung bereit`,
      delivered: (c) => `Ihre Bestellung ${c} wurde zugestellt`,
      returnApproved: (c) => `Ihre Rücksendung zu Bestellung ${c} ist genehmigt`,
      returnRefunded: (c) => `Sen hat Bestellung ${c} erstattet`,
      edited: (c) => `Ihre Bestellung ${c} wurde geändert`,
    },
    body: {
      paid: (c) => `Sen hat die Zahlung für Bestellung ${c} erhalten. Vielen Dank!`,
      confirmed: (c) => `Sen hat Bestellung ${c} bestätigt und bereitet sie für Sie vor.`,
      shipped: (c) => `Bestellung ${c} wurde dem Versanddienst übergeben und ist unterwegs zu Ihnen.`,
      readyForPickup: (c) => `Bestellung ${c} ist bereit. Sie können sie im Geschäft abholen.`,
      delivered: (c) => `Bestellung ${c} wurde zugestellt. Danke für Ihren Einkauf bei Sen!`,
      returnApproved: (c) =>
        `Sen hat Ihre Rücksendung zu Bestellung ${c} genehmigt. Bitte verpacken Sie die Artikel und senden Sie sie an Sen.`,
      returnRefunded: (c) => `Sen hat Bestellung ${c} erstattet. Das Geld geht über Ihre ursprüngliche Zahlungsart zurück.`,
      edited: (c) => `Sen hat Bestellung ${c} wie gewünscht geändert. Bitte prüfen Sie Artikel, Adresse und Summe.`,
    },
  },
  ja: {
    hello: (n) => `${n} 様`,
    view: '注文を見る',
    newTotal: (a) => `新しい合計: ${a}`,
    tracking: (n) => `追跡番号: ${n}`,
    subject: {
      paid: (c) => `ご注文 ${c} のお支払いを確認しました`,
      confirmed: (c) => `ご注文 ${c} を確認しました`,
      shipped: (c) => `ご注文 ${c} を発送しました`,
      readyForPickup: (c) => `ご注文 ${c} の受け取り準備ができました`,
      delivered: (c) => `ご注文 ${c} をお届けしました`,
      returnApproved: (c) => `ご注文 ${c} の返品を承認しました`,
      returnRefunded: (c) => `ご注文 ${c} を返金しました`,
      edited: (c) => `ご注文 ${c} が変更されました`,
    },
    body: {
      paid: (c) => `ご注文 ${c} のお支払いを確認しました。ありがとうございます。`,
      confirmed: (c) => `ご注文 ${c} を確認し、商品の準備を進めています。`,
      shipped: (c) => `ご注文 ${c} の商品を配送業者に引き渡しました。`,
      readyForPickup: (c) => `ご注文 ${c} の準備ができました。店舗でお受け取りください。`,
      delivered: (c) => `ご注文 ${c} をお届けしました。Senでのお買い物ありがとうございました。`,
      returnApproved: (c) => `ご注文 ${c} の返品を承認しました。商品を梱包してSenへ返送してください。`,
      returnRefunded: (c) => `ご注文 ${c} の返金を行いました。元のお支払い方法に返金されます。`,
      edited: (c) => `ご依頼によりご注文 ${c} を変更しました。商品、住所、合計金額をご確認ください。`,
    },
  },
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail telling the buyer their order moved, in the language they ordered in. */
export function orderUpdateMail(order: Order, update: OrderUpdate, link: string, language: string): MailMessage {
  const lang: Language = isLanguage(language) ? language : 'vi';
  const t = TEXTS[lang];
  const lines = [t.hello(order.customer.fullName), t.body[update](order.code)];
  if (update === 'shipped' && order.trackingNumber) lines.push(t.tracking(order.trackingNumber));
  if (update === 'shipped' && order.trackingUrl) lines.push(order.trackingUrl);
  if (update === 'edited') lines.push(t.newTotal(formatVnd(order.total)));
  const text = [...lines.flatMap((l) => [l, '']), `${t.view}: ${link}`, '', '— Sen'].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#111">
${lines.map((l) => `<p>${esc(l)}</p>`).join('\n')}
<p><a href="${esc(link)}" style="display:inline-block;padding:10px 18px;background:#e11d48;color:#fff;border-radius:6px;text-decoration:none">${esc(t.view)}</a></p><p>— Sen</p></body></html>`;
  return {
    to: order.customer.email,
    subject: t.subject[update](order.code),
    text,
    html,
    template: `order-${update}`,
    language: lang,
  };
}
