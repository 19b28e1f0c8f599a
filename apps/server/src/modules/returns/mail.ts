import { formatVnd, isLanguage, type Language } from '@sen/core';
import type { MailMessage } from '../mail/mailer';

export type ReturnMailKind = 'approved' | 'rejected' | 'refunded';

interface Texts {
  hello: (name: string) => string;
  view: string;
  message: (m: string) => string;
  subject: Record<ReturnMailKind, (code: string, order: string) => string>;
  body: Record<ReturnMailKind, (code: string, order: string, amount: string) => string>;
}

const TEXTS: Record<Language, Texts> = {
  vi: {
    hello: (n) => `Xin chào ${n},`,
    view: 'Xem đơn hàng',
    message: (m) => `Lời nhắn của Sen: ${m}`,
    subject: {
      approved: (c, o) => `Yêu cầu đổi trả ${c} (đơn ${o}) đã được chấp nhận`,
      rejected: (c, o) => `Yêu cầu đổi trả ${c} (đơn ${o}) không được chấp nhận`,
      refunded: (c, o) => `Sen đã hoàn tiền cho yêu cầu đổi trả ${c} (đơn ${o})`,
    },
    body: {
      approved: (c) =>
        `Sen đã chấp nhận yêu cầu đổi trả ${c}. Vui lòng gửi sản phẩm về cửa hàng; Sen sẽ hoàn tiền khi nhận được hàng.`,
      rejected: (c) => `Rất tiếc, Sen không thể chấp nhận yêu cầu đổi trả ${c}.`,
      refunded: (c, _o, a) => `Sen đã hoàn ${a} cho yêu cầu đổi trả ${c}.`,
    },
  },
  en: {
    hello: (n) => `Hello ${n},`,
    view: 'View your order',
    message: (m) => `Message from Sen: ${m}`,
    subject: {
      approved: (c, o) => `Your return ${c} (order ${o}) is approved`,
      rejected: (c, o) => `Your return ${c} (order ${o}) was not approved`,
      refunded: (c, o) => `Sen refunded your return ${c} (order ${o})`,
    },
    body: {
      approved: (c) => `Sen approved your return ${c}. Please send the items back to the shop; Sen refunds you once they arrive.`,
      rejected: (c) => `Sorry, Sen cannot accept your return ${c}.`,
      refunded: (c, _o, a) => `Sen has refunded ${a} for your return ${c}.`,
    },
  },
  fr: {
    hello: (n) => `Bonjour ${n},`,
    view: 'Voir la commande',
    message: (m) => `Message de Sen : ${m}`,
    subject: {
      approved: (c, o) => `Votre retour ${c} (commande ${o}) est accepté`,
      rejected: (c, o) => `Votre retour ${c} (commande ${o}) n’a pas été accepté`,
      refunded: (c, o) => `Sen a remboursé votre retour ${c} (commande ${o})`,
    },
    body: {
      approved: (c) =>
        `Sen a accepté votre retour ${c}. Renvoyez les articles à la boutique ; Sen vous rembourse à leur réception.`,
      rejected: (c) => `Désolé, Sen ne peut pas accepter votre retour ${c}.`,
      refunded: (c, _o, a) => `Sen vous a remboursé ${a} pour le retour ${c}.`,
    },
  },
  de: {
    hello: (n) => `Hallo ${n},`,
    view: 'Bestellung ansehen',
    message: (m) => `Nachricht von Sen: ${m}`,
    subject: {
      approved: (c, o) => `Ihre Rücksendung ${c} (Bestellung ${o}) wurde angenommen`,
      rejected: (c, o) => `Ihre Rücksendung ${c} (Bestellung ${o}) wurde abgelehnt`,
      refunded: (c, o) => `Sen hat Ihre Rücksendung ${c} (Bestellung ${o}) erstattet`,
    },
    body: {
      approved: (c) =>
        `Sen hat Ihre Rücksendung ${c} angenommen. Bitte senden Sie die Artikel zurück; Sen erstattet nach Eingang.`,
      rejected: (c) => `Leider kann Sen Ihre Rücksendung ${c} nicht annehmen.`,
      refunded: (c, _o, a) => `Sen hat Ihnen ${a} für die Rücksendung ${c} erstattet.`,
    },
  },
  ja: {
    hello: (n) => `${n} 様`,
    view: '注文を見る',
    message: (m) => `Senからのメッセージ: ${m}`,
    subject: {
      approved: (c, o) => `返品 ${c}（注文 ${o}）を承認しました`,
      rejected: (c, o) => `返品 ${c}（注文 ${o}）をお受けできませんでした`,
      refunded: (c, o) => `返品 ${c}（注文 ${o}）の返金を行いました`,
    },
    body: {
      approved: (c) => `返品 ${c} を承認しました。商品を店舗へお送りください。到着後に返金いたします。`,
      rejected: (c) => `申し訳ありませんが、返品 ${c} はお受けできません。`,
      refunded: (c, _o, a) => `返品 ${c} について ${a} を返金しました。`,
    },
  },
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail telling the buyer what happened to their return, in the language they ordered in. */
export function returnMail(
  kind: ReturnMailKind,
  r: { code: string; orderCode: string; email: string; fullName: string; message: string; amount: number; language: string },
  link: string,
): MailMessage {
  const lang: Language = isLanguage(r.language) ? r.language : 'vi';
  const t = TEXTS[lang];
  const lines = [t.hello(r.fullName), t.body[kind](r.code, r.orderCode, formatVnd(r.amount))];
  if (r.message) lines.push(t.message(r.message));
  const text = [...lines.flatMap((l) => [l, '']), `${t.view}: ${link}`, '', '— Sen'].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#111">
${lines.map((l) => `<p>${esc(l)}</p>`).join('\n')}
<p><a href="${esc(link)}" style="display:inline-block;padding:10px 18px;background:#e11d48;color:#fff;border-radius:6px;text-decoration:none">${esc(t.view)}</a></p><p>— Sen</p></body></html>`;
  return {
    to: r.email,
    subject: t.subject[kind](r.code, r.orderCode),
    text,
    html,
    template: `return-${kind}`,
    language: lang,
  };
}
