import { createHash, randomInt, randomUUID } from 'node:crypto';
import {
  formatGiftCardCode,
  formatVnd,
  GIFT_CARD_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  type GiftCardBalance,
  type GiftCardLedgerEntry,
  type GiftCardView,
  type Language,
  normalizeGiftCardCode,
  pickLanguage,
} from '@sen/core';
import type { Dialect } from '../../db/connection';
import type { GiftCardsTable } from '../../db/tables/rewards';
import { type MailMessage, outboxRowOf } from '../mail/mailer';
import type { Tx } from '../orders/db';

/*
 * Gift cards (decision 0260). A card is found by the SHA-256 of its normalised code: the code is
 * shown once (the mail, the staff member who issued it) and never stored, so a database dump or an
 * admin screen cannot spend a card. 16 symbols of a 32-symbol alphabet make codes unguessable, and
 * the public balance check is rate limited on top (routes.ts).
 */

export const hashGiftCardCode = (code: string) => createHash('sha256').update(normalizeGiftCardCode(code)).digest('hex');

export function newGiftCardCode(): string {
  let s = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++) s += GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)];
  return s;
}

export interface IssueInput {
  amount: number;
  source: 'order' | 'staff';
  orderId?: string | null;
  orderItemId?: string | null;
  purchaserEmail?: string;
  recipientEmail?: string;
  recipientName?: string;
  senderName?: string;
  message?: string;
  sendAt?: string | null;
  actor: string;
  note?: string;
}

/** Creates a card with its first ledger row; answers the code (the only time it exists in clear). */
export async function issueCard(trx: Tx, input: IssueInput, stamp: string): Promise<{ card: GiftCardsTable; code: string }> {
  const code = newGiftCardCode();
  const card: GiftCardsTable = {
    id: randomUUID(),
    code_hash: hashGiftCardCode(code),
    last4: code.slice(-4),
    initial_amount: input.amount,
    balance: input.amount,
    status: 'active',
    source: input.source,
    order_id: input.orderId ?? null,
    order_item_id: input.orderItemId ?? null,
    purchaser_email: input.purchaserEmail ?? '',
    recipient_email: input.recipientEmail ?? '',
    recipient_name: input.recipientName ?? '',
    sender_name: input.senderName ?? '',
    message: input.message ?? '',
    send_at: input.sendAt ?? null,
    mail_id: null,
    created_by: input.actor,
    created_at: stamp,
    updated_at: stamp,
  };
  await trx.insertInto('gift_cards').values(card).execute();
  await ledger(
    trx,
    card.id,
    {
      kind: 'issue',
      amount: input.amount,
      balanceAfter: input.amount,
      actor: input.actor,
      note: input.note ?? '',
      orderId: input.orderId ?? null,
    },
    stamp,
  );
  return { card, code };
}

async function ledger(
  trx: Tx,
  cardId: string,
  e: { kind: string; amount: number; balanceAfter: number; actor: string; note?: string; orderId?: string | null },
  stamp: string,
) {
  await trx
    .insertInto('gift_card_ledger')
    .values({
      id: randomUUID(),
      card_id: cardId,
      order_id: e.orderId ?? null,
      kind: e.kind,
      amount: e.amount,
      balance_after: e.balanceAfter,
      actor: e.actor,
      note: e.note ?? '',
      created_at: stamp,
    })
    .execute();
}

export async function findByCode(db: Tx, code: string) {
  return db.selectFrom('gift_cards').selectAll().where('code_hash', '=', hashGiftCardCode(code)).executeTakeFirst();
}

export const toBalance = (c: GiftCardsTable): GiftCardBalance => ({
  last4: c.last4,
  balance: Number(c.balance),
  status: c.status === 'disabled' ? 'disabled' : 'active',
});

export function toGiftCardView(c: GiftCardsTable & { order_code?: string | null }): GiftCardView {
  return {
    id: c.id,
    last4: c.last4,
    initialAmount: Number(c.initial_amount),
    balance: Number(c.balance),
    status: c.status === 'disabled' ? 'disabled' : 'active',
    source: c.source === 'order' ? 'order' : 'staff',
    orderCode: c.order_code ?? null,
    purchaserEmail: c.purchaser_email,
    recipientEmail: c.recipient_email,
    recipientName: c.recipient_name,
    sendAt: c.send_at,
    createdAt: c.created_at,
    updatedAt: c.updated_at,
  };
}

export async function cardLedger(db: Tx, cardId: string): Promise<GiftCardLedgerEntry[]> {
  const rows = await db
    .selectFrom('gift_card_ledger as l')
    .leftJoin('orders as o', 'o.id', 'l.order_id')
    .select(['l.id', 'l.kind', 'l.amount', 'l.balance_after', 'l.actor', 'l.note', 'l.created_at', 'o.code as order_code'])
    .where('l.card_id', '=', cardId)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    amount: Number(r.amount),
    balanceAfter: Number(r.balance_after),
    orderCode: r.order_code ?? null,
    actor: r.actor,
    note: r.note,
    createdAt: r.created_at,
  }));
}

/** Staff disable or enable a card; the ledger records who and why. Answers false when nothing changed. */
export async function setCardStatus(
  trx: Tx,
  cardId: string,
  status: 'active' | 'disabled',
  actor: string,
  note: string,
  stamp: string,
) {
  const res = await trx
    .updateTable('gift_cards')
    .set({ status, updated_at: stamp })
    .where('id', '=', cardId)
    .where('status', '!=', status)
    .returning(['balance'])
    .executeTakeFirst();
  if (!res) return false;
  await ledger(
    trx,
    cardId,
    { kind: status === 'disabled' ? 'disable' : 'enable', amount: 0, balanceAfter: Number(res.balance), actor, note },
    stamp,
  );
  return true;
}

// ---------------------------------------------------------------------------------------------
// Checkout (decision 0261)

export interface CardUse {
  id: string;
  amount: number;
}

/**
 * The cards named at checkout, locked (PostgreSQL: FOR UPDATE, in id order so two orders using
 * the same cards never deadlock) and checked: each must exist and be active with a balance.
 * Answers null and the offending code when one is not.
 */
export async function lockCards(trx: Tx, dialect: Dialect, codes: string[], lock = true) {
  const hashes = [...new Set(codes.map(hashGiftCardCode))];
  let q = trx.selectFrom('gift_cards').selectAll().where('code_hash', 'in', hashes).orderBy('id');
  if (lock && dialect === 'postgres') q = q.forUpdate();
  const rows = await q.execute();
  const bad = hashes.find((h) => !rows.some((r) => r.code_hash === h && r.status === 'active'));
  if (bad) return { rows: null, error: 'GIFT_CARD_INVALID' as const };
  if (rows.some((r) => Number(r.balance) <= 0)) return { rows: null, error: 'GIFT_CARD_EMPTY' as const };
  // Spend in the order the shopper gave the codes.
  const order = hashes.map((h) => rows.find((r) => r.code_hash === h)!);
  return { rows: order, error: null };
}

/**
 * Takes each use from its card: the update matches only while the card is active and holds the
 * amount, so the balance can never go below zero whatever runs at the same time (a lost race
 * answers false and the order's transaction is rolled back).
 */
export async function spendCards(trx: Tx, orderId: string, uses: CardUse[], actor: string, stamp: string): Promise<boolean> {
  for (const u of uses) {
    if (u.amount <= 0) continue;
    const res = await trx
      .updateTable('gift_cards')
      .set((eb) => ({ balance: eb('balance', '-', u.amount), updated_at: stamp }))
      .where('id', '=', u.id)
      .where('status', '=', 'active')
      .where('balance', '>=', u.amount)
      .returning(['balance'])
      .executeTakeFirst();
    if (!res) return false;
    await ledger(trx, u.id, { kind: 'redeem', amount: -u.amount, balanceAfter: Number(res.balance), actor, orderId }, stamp);
  }
  return true;
}

/**
 * Gives back to each card what an order took and has not been given back yet (cancel, refund).
 * Idempotent: a second call finds nothing left to restore. Cards stay as they are otherwise (a
 * disabled card gets its money back but stays disabled).
 */
export async function restoreOrderGiftCards(trx: Tx, orderId: string, actor: string, stamp: string): Promise<number> {
  const rows = await trx
    .selectFrom('gift_card_ledger')
    .select(['card_id', 'amount'])
    .where('order_id', '=', orderId)
    .where('kind', 'in', ['redeem', 'restore'])
    .execute();
  const net = new Map<string, number>();
  for (const r of rows) net.set(r.card_id, (net.get(r.card_id) ?? 0) - Number(r.amount));
  let restored = 0;
  for (const [cardId, owed] of [...net].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (owed <= 0) continue;
    const res = await trx
      .updateTable('gift_cards')
      .set((eb) => ({ balance: eb('balance', '+', owed), updated_at: stamp }))
      .where('id', '=', cardId)
      .returning(['balance'])
      .executeTakeFirst();
    if (!res) continue;
    await ledger(trx, cardId, { kind: 'restore', amount: owed, balanceAfter: Number(res.balance), actor, orderId }, stamp);
    restored += owed;
  }
  return restored;
}

// ---------------------------------------------------------------------------------------------
// Selling cards (decision 0260)

/** What a gift card line of an order carries (order_items.attributes). */
export interface GiftCardLine {
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
  sendAt: string | null;
}

export function parseGiftCardLine(attributes: string): GiftCardLine {
  try {
    const list = JSON.parse(attributes) as { name: string; value: string }[];
    const get = (k: string) => list.find((a) => a.name === k)?.value ?? '';
    return {
      recipientName: get('recipientName'),
      recipientEmail: get('recipientEmail'),
      senderName: get('senderName'),
      message: get('message'),
      sendAt: get('sendAt') || null,
    };
  } catch {
    return { recipientName: '', recipientEmail: '', senderName: '', message: '', sendAt: null };
  }
}

/**
 * When a gift card order becomes paid: one card per unit of each gift card line, each with its
 * mail queued in the durable outbox in the same transaction — due at once, or on the date the
 * buyer chose (the outbox worker sends it then; decision 0151). Idempotent per unit (unique
 * order_item_id), so a repeated payment notification issues nothing twice.
 */
export async function issueOrderGiftCards(
  trx: Tx,
  order: { id: string; code: string; email: string; full_name: string; language: string },
  stamp: string,
  transport: 'smtp' | 'log',
  shopUrl: string,
): Promise<number> {
  const items = await trx
    .selectFrom('order_items')
    .select(['id', 'unit_price', 'quantity', 'attributes'])
    .where('order_id', '=', order.id)
    .where('kind', '=', 'giftCard')
    .execute();
  let issued = 0;
  for (const item of items) {
    const line = parseGiftCardLine(item.attributes);
    for (let n = 0; n < Number(item.quantity); n++) {
      const unitKey = `${item.id}:${n}`;
      const exists = await trx.selectFrom('gift_cards').select('id').where('order_item_id', '=', unitKey).executeTakeFirst();
      if (exists) continue;
      const { card, code } = await issueCard(
        trx,
        {
          amount: Number(item.unit_price),
          source: 'order',
          orderId: order.id,
          orderItemId: unitKey,
          purchaserEmail: order.email,
          recipientEmail: line.recipientEmail,
          recipientName: line.recipientName,
          senderName: line.senderName || order.full_name,
          message: line.message,
          sendAt: line.sendAt,
          actor: 'system',
        },
        stamp,
      );
      const lang = pickLanguage(order.language);
      const to = line.recipientEmail || order.email;
      const mailId = await queueMail(
        trx,
        giftCardMail({ code, card, lang, shopUrl, to }),
        line.sendAt && Date.parse(line.sendAt) > Date.parse(stamp) ? line.sendAt : stamp,
        transport,
      );
      await trx.updateTable('gift_cards').set({ mail_id: mailId }).where('id', '=', card.id).execute();
      issued++;
    }
  }
  return issued;
}

/**
 * A mail in the durable outbox (decision 0151), written inside the caller's transaction and due
 * at `at`: the worker sends it when it is due, so a card chosen for a birthday goes out that day.
 * Without SMTP the outbox only logs mail, as for every other mail.
 */
export async function queueMail(trx: Tx, m: MailMessage, at: string, transport: 'smtp' | 'log'): Promise<string> {
  const row = outboxRowOf(m, transport, at);
  await trx.insertInto('mail_outbox').values(row).execute();
  return row.id;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const MAIL = {
  vi: {
    subject: (amount: string) => `Bạn nhận được thẻ quà tặng Sen trị giá ${amount}`,
    hello: (name: string) => (name ? `Xin chào ${name},` : 'Xin chào,'),
    from: (name: string) => (name ? `${name} gửi tặng bạn một thẻ quà tặng Sen.` : 'Bạn nhận được một thẻ quà tặng Sen.'),
    code: 'Mã thẻ',
    value: 'Giá trị',
    use: 'Nhập mã này ở bước thanh toán để trừ vào đơn hàng. Có thể dùng nhiều lần đến khi hết số dư.',
    check: 'Kiểm tra số dư',
  },
  en: {
    subject: (amount: string) => `You received a Sen gift card worth ${amount}`,
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    from: (name: string) => (name ? `${name} sent you a Sen gift card.` : 'You received a Sen gift card.'),
    code: 'Code',
    value: 'Value',
    use: 'Enter this code at checkout to pay with it. It can be used over several orders until the balance runs out.',
    check: 'Check the balance',
  },
  fr: {
    subject: (amount: string) => `Vous avez reçu une carte cadeau Sen d’une valeur de ${amount}`,
    hello: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    from: (name: string) => (name ? `${name} vous offre une carte cadeau Sen.` : 'Vous avez reçu une carte cadeau Sen.'),
    code: 'Code',
    value: 'Valeur',
    use: 'Saisissez ce code au paiement pour régler avec la carte. Elle s’utilise sur plusieurs commandes jusqu’à épuisement du solde.',
    check: 'Consulter le solde',
  },
  de: {
    subject: (amount: string) => `Sie haben einen Sen-Geschenkgutschein über ${amount} erhalten`,
    hello: (name: string) => (name ? `Hallo ${name},` : 'Hallo,'),
    from: (name: string) =>
      name ? `${name} schenkt Ihnen einen Sen-Geschenkgutschein.` : 'Sie haben einen Sen-Geschenkgutschein erhalten.',
    code: 'Code',
    value: 'Wert',
    use: 'Geben Sie diesen Code an der Kasse ein, um damit zu bezahlen. Er gilt für mehrere Bestellungen, bis das Guthaben aufgebraucht ist.',
    check: 'Guthaben prüfen',
  },
  ja: {
    subject: (amount: string) => `${amount}分のSenギフトカードが届きました`,
    hello: (name: string) => (name ? `${name}様` : 'こんにちは'),
    from: (name: string) => (name ? `${name}様からSenギフトカードが贈られました。` : 'Senギフトカードが届きました。'),
    code: 'カードコード',
    value: '金額',
    use: 'お支払い画面でこのコードを入力すると、注文代金に充てられます。残高がなくなるまで複数回の注文でご利用いただけます。',
    check: '残高を確認',
  },
} satisfies Record<Language, unknown>;

export function giftCardMail(p: {
  code: string;
  card: GiftCardsTable;
  lang: Language;
  shopUrl: string;
  to: string;
}): MailMessage {
  const t = MAIL[p.lang] ?? MAIL.vi;
  const amount = formatVnd(Number(p.card.initial_amount));
  const code = formatGiftCardCode(p.code);
  const link = `${p.shopUrl}/gift-cards`;
  const lines = [
    t.hello(p.card.recipient_name),
    t.from(p.card.sender_name),
    ...(p.card.message ? [`“${p.card.message}”`] : []),
    `${t.code}: ${code}`,
    `${t.value}: ${amount}`,
    t.use,
    `${t.check}: ${link}`,
  ];
  return {
    to: p.to,
    subject: t.subject(amount),
    text: lines.join('\n\n'),
    html: lines
      .map((l, i) =>
        i === 3 ? `<p><strong style="font-size:20px;letter-spacing:2px">${esc(l)}</strong></p>` : `<p>${esc(l)}</p>`,
      )
      .join(''),
    template: 'gift-card',
    language: p.lang,
  };
}

/** A refunded gift card order: the cards it issued stop working (their ledger says why). */
export async function disableOrderGiftCards(trx: Tx, orderId: string, actor: string, stamp: string) {
  const cards = await trx
    .selectFrom('gift_cards')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', '=', 'active')
    .execute();
  for (const c of cards) await setCardStatus(trx, c.id, 'disabled', actor, 'order refunded', stamp);
}
