import { isLanguage, type Language } from '@sen/core';
import type { SellerReviewAction } from '@sen/core/sellers/index';
import type { MailMessage } from '../mail/mailer';

type Texts = Record<SellerReviewAction, { subject: (shop: string) => string; body: (shop: string) => string }> & {
  note: string;
  open: string;
};

const TEXTS: Record<Language, Texts> = {
  vi: {
    approve: { subject: (s) => `${s} đã được duyệt bán hàng trên Sen`, body: (s) => `Chúc mừng! Gian hàng ${s} đã được duyệt.` },
    reject: {
      subject: (s) => `Hồ sơ người bán ${s} chưa được duyệt`,
      body: (s) => `Hồ sơ của ${s} chưa được duyệt. Bạn có thể sửa và gửi lại.`,
    },
    suspend: { subject: (s) => `Gian hàng ${s} bị tạm ngưng`, body: (s) => `Gian hàng ${s} đang bị tạm ngưng trên Sen.` },
    note: 'Ghi chú của Sen',
    open: 'Mở kênh người bán',
  },
  en: {
    approve: { subject: (s) => `${s} is approved to sell on Sen`, body: (s) => `Congratulations! ${s} is approved.` },
    reject: {
      subject: (s) => `Seller application of ${s} not approved`,
      body: (s) => `The application of ${s} was not approved. You can correct it and send it again.`,
    },
    suspend: { subject: (s) => `${s} is suspended`, body: (s) => `${s} is suspended on Sen.` },
    note: 'Note from Sen',
    open: 'Open the Seller Center',
  },
  fr: {
    approve: { subject: (s) => `${s} peut vendre sur Sen`, body: (s) => `Félicitations ! ${s} est approuvée.` },
    reject: {
      subject: (s) => `Demande de vendeur de ${s} refusée`,
      body: (s) => `La demande de ${s} a été refusée. Vous pouvez la corriger et la renvoyer.`,
    },
    suspend: { subject: (s) => `${s} est suspendue`, body: (s) => `${s} est suspendue sur Sen.` },
    note: 'Note de Sen',
    open: 'Ouvrir l’espace vendeur',
  },
  de: {
    approve: { subject: (s) => `${s} darf auf Sen verkaufen`, body: (s) => `Glückwunsch! ${s} ist freigegeben.` },
    reject: {
      subject: (s) => `Verkäuferantrag von ${s} abgelehnt`,
      body: (s) => `Der Antrag von ${s} wurde abgelehnt. Sie können ihn korrigieren und erneut senden.`,
    },
    suspend: { subject: (s) => `${s} ist gesperrt`, body: (s) => `${s} ist auf Sen gesperrt.` },
    note: 'Hinweis von Sen',
    open: 'Verkäuferbereich öffnen',
  },
  ja: {
    approve: {
      subject: (s) => `${s} が Sen での販売を承認されました`,
      body: (s) => `おめでとうございます。${s} が承認されました。`,
    },
    reject: {
      subject: (s) => `${s} のセラー申請は承認されませんでした`,
      body: (s) => `${s} の申請は承認されませんでした。修正して再申請できます。`,
    },
    suspend: { subject: (s) => `${s} は停止されました`, body: (s) => `${s} は Sen で停止中です。` },
    note: 'Sen からのメモ',
    open: 'セラーセンターを開く',
  },
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail to an applicant when staff approve, reject or suspend their shop. */
export function sellerReviewMail(
  to: string,
  shop: string,
  action: SellerReviewAction,
  note: string,
  link: string,
  language: string,
): MailMessage {
  const lang: Language = isLanguage(language) ? language : 'vi';
  const t = TEXTS[lang];
  const lines = [t[action].body(shop), ...(note ? ['', `${t.note}: ${note}`] : []), '', `${t.open}: ${link}`, '', '— Sen'];
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#111">
<p>${esc(t[action].body(shop))}</p>${note ? `<p><strong>${esc(t.note)}:</strong> ${esc(note)}</p>` : ''}
<p><a href="${esc(link)}" style="display:inline-block;padding:10px 18px;background:#e11d48;color:#fff;border-radius:6px;text-decoration:none">${esc(t.open)}</a></p><p>— Sen</p></body></html>`;
  return { to, subject: t[action].subject(shop), text: lines.join('\n'), html, template: `seller-${action}`, language: lang };
}
