import { randomUUID } from 'node:crypto';
import { isLanguage, type Language, type Notification, type NotificationType } from '@sen/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { parsePreferences } from '../auth/users';
import { pushLive, userKey } from '../realtime/hub';

/** What an event's texts and link may name. */
export interface NotifyParams {
  code?: string;
  title?: string;
  slug?: string;
  /** The carrier's tracking number of a shipped order. */
  tracking?: string;
  /** A count or amount named in the text (stock left, a refund). */
  amount?: string;
}

type Texts = (p: NotifyParams) => readonly [title: string, message: string];

interface NotifyEvent {
  type: NotificationType;
  link: (p: NotifyParams) => string;
  text: Record<Language, Texts>;
}

const orderLink = (p: NotifyParams) => `/orders/${encodeURIComponent(p.code ?? '')}`;

/**
 * Everything that leaves a notification in a customer's account, each in the five languages of
 * the shop: the customer reads it in the language of their preferences (decision 0090).
 */
const EVENTS = {
  welcome: {
    type: 'success',
    link: () => '/profile',
    text: {
      vi: () => ['Chào mừng bạn đến với Sen', 'Tài khoản của bạn đã được tạo. Hãy xác minh email để bảo vệ tài khoản.'],
      en: () => ['Welcome to Sen', 'Your account is ready. Verify your email to keep it safe.'],
      fr: () => ['Bienvenue chez Sen', 'Votre compte est prêt. Vérifiez votre e-mail pour le protéger.'],
      de: () => ['Willkommen bei Sen', 'Ihr Konto ist bereit. Bestätigen Sie Ihre E-Mail-Adresse, um es zu schützen.'],
      ja: () => ['Senへようこそ', 'アカウントが作成されました。安全のためメールアドレスを確認してください。'],
    },
  },
  emailVerified: {
    type: 'success',
    link: () => '/profile',
    text: {
      vi: () => ['Email đã được xác minh', 'Cảm ơn bạn đã xác minh địa chỉ email.'],
      en: () => ['Email verified', 'Thank you for confirming your email address.'],
      fr: () => ['E-mail vérifié', 'Merci d’avoir confirmé votre adresse e-mail.'],
      de: () => ['E-Mail bestätigt', 'Danke, dass Sie Ihre E-Mail-Adresse bestätigt haben.'],
      ja: () => ['メールアドレスを確認しました', 'メールアドレスの確認ありがとうございます。'],
    },
  },
  passwordChanged: {
    type: 'warning',
    link: () => '/profile',
    text: {
      vi: () => ['Mật khẩu đã được thay đổi', 'Nếu không phải bạn, hãy đặt lại mật khẩu ngay.'],
      en: () => ['Password changed', 'If this was not you, reset your password now.'],
      fr: () => ['Mot de passe modifié', 'Si ce n’était pas vous, réinitialisez votre mot de passe maintenant.'],
      de: () => ['Passwort geändert', 'Falls Sie das nicht waren, setzen Sie Ihr Passwort jetzt zurück.'],
      ja: () => ['パスワードが変更されました', 'お心当たりがない場合は、すぐにパスワードを再設定してください。'],
    },
  },
  orderPlaced: {
    type: 'success',
    link: orderLink,
    text: {
      vi: (p) => [`Đã nhận đơn hàng ${p.code}`, 'Cảm ơn bạn đã đặt hàng. Đơn hàng đang chờ xác nhận.'],
      en: (p) => [`Order ${p.code} received`, 'Thank you for your order. It is awaiting confirmation.'],
      fr: (p) => [`Commande ${p.code} reçue`, 'Merci pour votre commande. Elle est en attente de confirmation.'],
      de: (p) => [`Bestellung ${p.code} eingegangen`, 'Danke für Ihre Bestellung. Sie wartet auf Bestätigung.'],
      ja: (p) => [`ご注文 ${p.code} を受け付けました`, 'ご注文ありがとうございます。確認をお待ちください。'],
    },
  },
  orderPaid: {
    type: 'success',
    link: orderLink,
    text: {
      vi: (p) => [`Đã thanh toán đơn hàng ${p.code}`, 'Sen đã nhận được thanh toán của bạn.'],
      en: (p) => [`Order ${p.code} paid`, 'Sen has received your payment.'],
      fr: (p) => [`Commande ${p.code} payée`, 'Sen a bien reçu votre paiement.'],
      de: (p) => [`Bestellung ${p.code} bezahlt`, 'Sen hat Ihre Zahlung erhalten.'],
      ja: (p) => [`ご注文 ${p.code} のお支払い完了`, 'お支払いを確認しました。'],
    },
  },
  orderCancelled: {
    type: 'warning',
    link: orderLink,
    text: {
      vi: (p) => [`Đơn hàng ${p.code} đã bị hủy`, 'Đơn hàng đã được hủy. Bạn có thể đặt lại bất cứ lúc nào.'],
      en: (p) => [`Order ${p.code} cancelled`, 'The order has been cancelled. You can order again at any time.'],
      fr: (p) => [`Commande ${p.code} annulée`, 'La commande a été annulée. Vous pouvez commander à nouveau à tout moment.'],
      de: (p) => [`Bestellung ${p.code} storniert`, 'Die Bestellung wurde storniert. Sie können jederzeit erneut bestellen.'],
      ja: (p) => [`ご注文 ${p.code} はキャンセルされました`, 'ご注文はキャンセルされました。いつでも再度ご注文いただけます。'],
    },
  },
  orderShipped: {
    type: 'info',
    link: (p) => `${orderLink(p)}/track`,
    text: {
      vi: (p) => [
        `Đơn hàng ${p.code} đang được giao`,
        `Đơn hàng đã được giao cho đơn vị vận chuyển.${p.tracking ? ` Mã vận đơn: ${p.tracking}` : ''}`,
      ],
      en: (p) => [
        `Order ${p.code} shipped`,
        `Your order is on its way with the carrier.${p.tracking ? ` Tracking number: ${p.tracking}` : ''}`,
      ],
      fr: (p) => [
        `Commande ${p.code} expédiée`,
        `Votre commande a été remise au transporteur.${p.tracking ? ` Numéro de suivi : ${p.tracking}` : ''}`,
      ],
      de: (p) => [
        `Bestellung ${p.code} versandt`,
        `Ihre Bestellung ist beim Versanddienst unterwegs.${p.tracking ? ` Sendungsnummer: ${p.tracking}` : ''}`,
      ],
      ja: (p) => [
        `ご注文 ${p.code} を発送しました`,
        `ご注文の商品を配送業者に引き渡しました。${p.tracking ? ` 追跡番号: ${p.tracking}` : ''}`,
      ],
    },
  },
  orderEdited: {
    type: 'info',
    link: orderLink,
    text: {
      vi: (p) => [`Đơn hàng ${p.code} đã được cập nhật`, `Sen đã sửa đơn hàng theo yêu cầu. Tổng tiền mới: ${p.amount}.`],
      en: (p) => [`Order ${p.code} updated`, `Sen changed your order as requested. New total: ${p.amount}.`],
      fr: (p) => [`Commande ${p.code} modifiée`, `Sen a modifié votre commande à votre demande. Nouveau total : ${p.amount}.`],
      de: (p) => [`Bestellung ${p.code} geändert`, `Sen hat Ihre Bestellung wie gewünscht geändert. Neue Summe: ${p.amount}.`],
      ja: (p) => [`ご注文 ${p.code} を変更しました`, `ご依頼により注文内容を変更しました。新しい合計: ${p.amount}`],
    },
  },
  orderConfirmed: {
    type: 'info',
    link: orderLink,
    text: {
      vi: (p) => [`Đơn hàng ${p.code} đã được xác nhận`, 'Sen đang chuẩn bị hàng cho bạn.'],
      en: (p) => [`Order ${p.code} confirmed`, 'Sen is preparing your order.'],
      fr: (p) => [`Commande ${p.code} confirmée`, 'Sen prépare votre commande.'],
      de: (p) => [`Bestellung ${p.code} bestätigt`, 'Sen bereitet Ihre Bestellung vor.'],
      ja: (p) => [`ご注文 ${p.code} を確認しました`, '商品の準備を進めています。'],
    },
  },
  orderReadyForPickup: {
    type: 'info',
    link: orderLink,
    text: {
      vi: (p) => [`Đơn hàng ${p.code} đã sẵn sàng để nhận`, 'Bạn có thể đến cửa hàng để nhận hàng.'],
      en: (p) => [`Order ${p.code} ready for pickup`, 'You can collect it at the store.'],
      fr: (p) => [`Commande ${p.code} prête à être retirée`, 'Vous pouvez la retirer en magasin.'],
      de: (p) => [`Bestellung ${p.code} liegt zur Abholung bereit`, 'Sie können sie im Geschäft abholen.'],
      ja: (p) => [`ご注文 ${p.code} の受け取り準備ができました`, '店舗でお受け取りください。'],
    },
  },
  orderDelivered: {
    type: 'success',
    link: orderLink,
    text: {
      vi: (p) => [`Đơn hàng ${p.code} đã được giao`, 'Cảm ơn bạn đã mua sắm tại Sen!'],
      en: (p) => [`Order ${p.code} delivered`, 'Thank you for shopping at Sen!'],
      fr: (p) => [`Commande ${p.code} livrée`, 'Merci pour votre achat chez Sen !'],
      de: (p) => [`Bestellung ${p.code} zugestellt`, 'Danke für Ihren Einkauf bei Sen!'],
      ja: (p) => [`ご注文 ${p.code} をお届けしました`, 'Senでのお買い物ありがとうございました。'],
    },
  },
  staffNewOrder: {
    type: 'info',
    link: (p) => `/admin/orders/${encodeURIComponent(p.code ?? '')}`,
    text: {
      vi: (p) => [`Đơn hàng mới ${p.code}`, `${p.title} vừa đặt hàng, tổng ${p.slug}.`],
      en: (p) => [`New order ${p.code}`, `${p.title} just placed an order of ${p.slug}.`],
      fr: (p) => [`Nouvelle commande ${p.code}`, `${p.title} vient de passer une commande de ${p.slug}.`],
      de: (p) => [`Neue Bestellung ${p.code}`, `${p.title} hat soeben eine Bestellung über ${p.slug} aufgegeben.`],
      ja: (p) => [`新しい注文 ${p.code}`, `${p.title} 様から ${p.slug} の注文がありました。`],
    },
  },
  staffPaymentReceived: {
    type: 'success',
    link: (p) => `/admin/orders/${encodeURIComponent(p.code ?? '')}`,
    text: {
      vi: (p) => [`Đã nhận thanh toán ${p.code}`, `Đơn hàng ${p.code} đã được thanh toán ${p.slug}.`],
      en: (p) => [`Payment received for ${p.code}`, `Order ${p.code} was paid ${p.slug}.`],
      fr: (p) => [`Paiement reçu pour ${p.code}`, `La commande ${p.code} a été payée ${p.slug}.`],
      de: (p) => [`Zahlung für ${p.code} erhalten`, `Bestellung ${p.code} wurde mit ${p.slug} bezahlt.`],
      ja: (p) => [`${p.code} の入金を確認`, `注文 ${p.code} に ${p.slug} の入金がありました。`],
    },
  },
  returnApproved: {
    type: 'success',
    link: orderLink,
    text: {
      vi: (p) => [`Yêu cầu đổi trả đơn ${p.code} đã được chấp nhận`, 'Vui lòng gửi hàng về Sen theo hướng dẫn trong email.'],
      en: (p) => [`Return for order ${p.code} approved`, 'Please send the items back to Sen as described in the e-mail.'],
      fr: (p) => [`Retour de la commande ${p.code} accepté`, 'Veuillez renvoyer les articles à Sen comme indiqué dans l’e-mail.'],
      de: (p) => [
        `Rücksendung für Bestellung ${p.code} genehmigt`,
        'Bitte senden Sie die Artikel wie in der E-Mail beschrieben an Sen zurück.',
      ],
      ja: (p) => [`ご注文 ${p.code} の返品を承認しました`, 'メールの案内に従って商品をSenへ返送してください。'],
    },
  },
  returnRefunded: {
    type: 'success',
    link: orderLink,
    text: {
      vi: (p) => [`Đã hoàn tiền cho đơn hàng ${p.code}`, `Sen đã hoàn ${p.amount ?? 'tiền'} cho bạn.`],
      en: (p) => [`Order ${p.code} refunded`, `Sen has refunded ${p.amount ?? 'your payment'}.`],
      fr: (p) => [`Commande ${p.code} remboursée`, `Sen vous a remboursé ${p.amount ?? 'votre paiement'}.`],
      de: (p) => [`Bestellung ${p.code} erstattet`, `Sen hat ${p.amount ?? 'Ihre Zahlung'} erstattet.`],
      ja: (p) => [`ご注文 ${p.code} を返金しました`, `${p.amount ?? 'お支払い額'} を返金しました。`],
    },
  },
  staffReturnRequested: {
    type: 'warning',
    link: (p) => `/admin/orders/returns${p.slug ? `/${encodeURIComponent(p.slug)}` : ''}`,
    text: {
      vi: (p) => [`Yêu cầu đổi trả đơn ${p.code}`, `${p.title} muốn trả hàng của đơn ${p.code}.`],
      en: (p) => [`Return request for ${p.code}`, `${p.title} asks to return items of order ${p.code}.`],
      fr: (p) => [`Demande de retour pour ${p.code}`, `${p.title} souhaite retourner des articles de la commande ${p.code}.`],
      de: (p) => [`Rücksendeanfrage zu ${p.code}`, `${p.title} möchte Artikel der Bestellung ${p.code} zurücksenden.`],
      ja: (p) => [`${p.code} の返品リクエスト`, `${p.title} 様から注文 ${p.code} の返品リクエストがありました。`],
    },
  },
  staffLowStock: {
    type: 'warning',
    link: (p) => `/admin/products/${encodeURIComponent(p.code ?? '')}`,
    text: {
      vi: (p) => [`Sắp hết hàng: ${p.title}`, `Chỉ còn ${p.amount} sản phẩm trong kho.`],
      en: (p) => [`Low stock: ${p.title}`, `Only ${p.amount} left in stock.`],
      fr: (p) => [`Stock faible : ${p.title}`, `Plus que ${p.amount} en stock.`],
      de: (p) => [`Niedriger Bestand: ${p.title}`, `Nur noch ${p.amount} auf Lager.`],
      ja: (p) => [`在庫わずか: ${p.title}`, `在庫は残り ${p.amount} 点です。`],
    },
  },
  staffNewReview: {
    type: 'info',
    link: () => '/admin/customers/reviews',
    text: {
      vi: (p) => [`Đánh giá mới: ${p.title}`, `Một khách hàng vừa đánh giá ${p.amount}★ cho “${p.title}”.`],
      en: (p) => [`New review: ${p.title}`, `A customer rated “${p.title}” ${p.amount}★.`],
      fr: (p) => [`Nouvel avis : ${p.title}`, `Un client a noté « ${p.title} » ${p.amount}★.`],
      de: (p) => [`Neue Bewertung: ${p.title}`, `Ein Kunde hat „${p.title}“ mit ${p.amount}★ bewertet.`],
      ja: (p) => [`新しいレビュー: ${p.title}`, `お客様が「${p.title}」を ${p.amount}★ で評価しました。`],
    },
  },
  staffContactMessage: {
    type: 'info',
    link: () => '/admin/support/contact',
    text: {
      vi: (p) => [`Tin nhắn liên hệ mới từ ${p.title}`, `Chủ đề: ${p.slug}`],
      en: (p) => [`New contact message from ${p.title}`, `Subject: ${p.slug}`],
      fr: (p) => [`Nouveau message de contact de ${p.title}`, `Objet : ${p.slug}`],
      de: (p) => [`Neue Kontaktnachricht von ${p.title}`, `Betreff: ${p.slug}`],
      ja: (p) => [`${p.title} 様から新しいお問い合わせ`, `件名: ${p.slug}`],
    },
  },
  courseEnrolled: {
    type: 'success',
    link: (p) => `/course/${encodeURIComponent(p.code ?? '')}/learn`,
    text: {
      vi: (p) => ['Đăng ký khóa học thành công', `Bạn đã được ghi danh vào khóa học “${p.title}”.`],
      en: (p) => ['Enrolled in a course', `You are now enrolled in “${p.title}”.`],
      fr: (p) => ['Inscription au cours confirmée', `Vous êtes inscrit au cours « ${p.title} ».`],
      de: (p) => ['Kursanmeldung bestätigt', `Sie sind jetzt im Kurs „${p.title}“ angemeldet.`],
      ja: (p) => ['コースに登録しました', `「${p.title}」に登録されました。`],
    },
  },
  reviewReplied: {
    type: 'info',
    link: (p) => `/products/${encodeURIComponent(p.slug ?? '')}#reviews`,
    text: {
      vi: (p) => ['Sen đã trả lời đánh giá của bạn', `Xem câu trả lời cho đánh giá về “${p.title}”.`],
      en: (p) => ['Sen replied to your review', `See the reply to your review of “${p.title}”.`],
      fr: (p) => ['Sen a répondu à votre avis', `Voir la réponse à votre avis sur « ${p.title} ».`],
      de: (p) => ['Sen hat auf Ihre Bewertung geantwortet', `Sehen Sie die Antwort auf Ihre Bewertung von „${p.title}“.`],
      ja: (p) => ['Senがレビューに返信しました', `「${p.title}」へのレビューに対する返信をご覧ください。`],
    },
  },
  // Issue 18: the shop's decision on a seller application (title: the shop's name).
  sellerApproved: {
    type: 'success',
    link: () => '/seller',
    text: {
      vi: (p) => ['Gian hàng đã được duyệt', `${p.title} đã được duyệt. Bắt đầu đăng sản phẩm trong kênh người bán.`],
      en: (p) => ['Your shop is approved', `${p.title} is approved. Start listing products in the Seller Center.`],
      fr: (p) => ['Votre boutique est approuvée', `${p.title} est approuvée. Publiez vos produits dans l’espace vendeur.`],
      de: (p) => ['Ihr Shop ist freigegeben', `${p.title} ist freigegeben. Stellen Sie Produkte im Verkäuferbereich ein.`],
      ja: (p) => ['ショップが承認されました', `${p.title} が承認されました。セラーセンターで商品を出品しましょう。`],
    },
  },
  sellerRejected: {
    type: 'warning',
    link: () => '/seller',
    text: {
      vi: (p) => ['Hồ sơ người bán chưa được duyệt', `Hồ sơ của ${p.title} chưa được duyệt. Xem ghi chú và gửi lại.`],
      en: (p) => [
        'Seller application not approved',
        `The application of ${p.title} was not approved. See the note and send it again.`,
      ],
      fr: (p) => ['Demande de vendeur refusée', `La demande de ${p.title} a été refusée. Lisez la note et renvoyez-la.`],
      de: (p) => [
        'Verkäuferantrag abgelehnt',
        `Der Antrag von ${p.title} wurde abgelehnt. Lesen Sie den Hinweis und senden Sie ihn erneut.`,
      ],
      ja: (p) => [
        'セラー申請は承認されませんでした',
        `${p.title} の申請は承認されませんでした。メモを確認して再申請してください。`,
      ],
    },
  },
  sellerSuspended: {
    type: 'warning',
    link: () => '/seller',
    text: {
      vi: (p) => ['Gian hàng bị tạm ngưng', `${p.title} đang bị tạm ngưng. Xem ghi chú của Sen.`],
      en: (p) => ['Your shop is suspended', `${p.title} is suspended. See Sen’s note.`],
      fr: (p) => ['Votre boutique est suspendue', `${p.title} est suspendue. Lisez la note de Sen.`],
      de: (p) => ['Ihr Shop ist gesperrt', `${p.title} ist gesperrt. Lesen Sie den Hinweis von Sen.`],
      ja: (p) => ['ショップが停止されました', `${p.title} は停止中です。Sen からのメモをご確認ください。`],
    },
  },
} as const satisfies Record<string, NotifyEvent>;

export type AccountEvent = keyof typeof EVENTS;

/** Leaves a notification for a user (nothing for a guest: `userId` null). */
export async function notify(
  db: Kysely<Database> | Transaction<Database>,
  userId: string | null | undefined,
  event: AccountEvent,
  params: NotifyParams = {},
): Promise<Notification | null> {
  if (!userId) return null;
  const user = await db.selectFrom('users').select('preferences').where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  return (await notifyAll(db, [{ id: userId, preferences: user.preferences }], event, params))[0]!.notification;
}

/**
 * Leaves the same event's notification for several users at once, each in their own language:
 * ONE insert (staff hear of every order: decision 0379). The users are given with their preferences.
 */
export async function notifyAll(
  db: Kysely<Database> | Transaction<Database>,
  users: { id: string; preferences: string }[],
  event: AccountEvent,
  params: NotifyParams = {},
): Promise<{ userId: string; notification: Notification }[]> {
  if (users.length === 0) return [];
  const e: NotifyEvent = EVENTS[event];
  const link = e.link(params);
  const createdAt = new Date().toISOString();
  const rows = users.map((u) => {
    const language = parsePreferences(u.preferences).language;
    const [title, message] = e.text[isLanguage(language) ? language : 'vi'](params);
    return {
      id: randomUUID(),
      user_id: u.id,
      type: e.type,
      title,
      message,
      link,
      created_at: createdAt,
      read_at: null,
      dismissed_at: null,
    };
  });
  await db.insertInto('notifications').values(rows).execute();
  return rows.map((r) => ({
    userId: r.user_id,
    notification: { id: r.id, type: e.type, title: r.title, message: r.message, link, time: createdAt, read: false },
  }));
}

/** `notifyAll` for work that already happened, each user's open pages told at once: a failure is logged, never thrown. */
export async function notifyAllAfter(
  app: { db: Kysely<Database>; log: { warn: (obj: object, msg: string) => void } },
  users: { id: string; preferences: string }[],
  event: AccountEvent,
  params: NotifyParams = {},
): Promise<void> {
  try {
    for (const n of await notifyAll(app.db, users, event, params))
      await pushLive(app, userKey(n.userId), 'notification', n.notification);
  } catch (error) {
    app.log.warn({ err: error, event }, 'notifications not stored');
  }
}

/** `notify` for work that already happened: a failure is logged, never turned into an error for the caller. */
export async function notifyAfter(
  app: { db: Kysely<Database>; log: { warn: (obj: object, msg: string) => void } },
  userId: string | null | undefined,
  event: AccountEvent,
  params: NotifyParams = {},
): Promise<void> {
  try {
    const n = await notify(app.db, userId, event, params);
    // The user's open pages show it at once (decision 0230), on whichever instance they are.
    if (n && userId) await pushLive(app, userKey(userId), 'notification', n);
  } catch (error) {
    app.log.warn({ err: error, event }, 'notification not stored');
  }
}
