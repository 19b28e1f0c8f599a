import {
  formatGiftCardCode,
  giftCardIssueSchema,
  giftCardStatusSchema,
  type LoyaltyCustomerRow,
  loyaltyAdjustSchema,
  loyaltySettingsSchema,
  rewardsListQuerySchema,
} from '@sen/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound, ok } from '../../lib/http';
import { paginate } from '../../lib/pagination';
import { recordAudit } from '../audit/audit';
import { writeTransaction } from '../orders/db';
import { cardLedger, giftCardMail, issueCard, queueMail, setCardStatus, toGiftCardView } from './gift-cards';
import {
  addPoints,
  balanceOf,
  loyaltyLedger,
  loyaltySummary,
  readLoyaltySettings,
  takePoints,
  writeLoyaltySettings,
} from './loyalty';

const idParams = z.object({ id: z.string().trim().min(1).max(64) });

/**
 * Staff screens of gift cards and loyalty (issue 15). Gift cards and loyalty settings need
 * marketing.write (admins, managers); reading a customer's points needs customers.read, adjusting
 * them marketing.write. Every write is audited in its own transaction.
 */
const rewardsAdmin: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const marketing = { permission: 'marketing.write' } as const;
  const customersRead = { permission: 'customers.read' } as const;
  const who = (req: FastifyRequest) => ({ id: req.user!.id, email: req.user!.email });

  app.get(
    '/admin/gift-cards',
    {
      schema: {
        tags,
        summary: 'Gift cards, newest first (search by last 4 symbols, e-mail or order code)',
        querystring: rewardsListQuerySchema,
      },
      config: marketing,
    },
    async (req) => {
      const { page, limit, q, status } = req.query;
      let query = app.db.selectFrom('gift_cards as g').leftJoin('orders as o', 'o.id', 'g.order_id');
      if (status) query = query.where('g.status', '=', status);
      if (q) {
        const term = `%${q.toLowerCase()}%`;
        query = query.where((eb) =>
          eb.or([
            eb(
              'g.last4',
              '=',
              q
                .toUpperCase()
                .replace(/[^A-Z0-9]/g, '')
                .slice(-4),
            ),
            eb('g.purchaser_email', 'like', term),
            eb('g.recipient_email', 'like', term),
            eb('o.code', '=', q.toUpperCase()),
          ]),
        );
      }
      const [rows, count] = await Promise.all([
        query
          .selectAll('g')
          .select('o.code as order_code')
          .orderBy('g.created_at', 'desc')
          .orderBy('g.id')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
      ]);
      return ok({ giftCards: rows.map(toGiftCardView), pagination: paginate(Number(count?.n ?? 0), page, limit) });
    },
  );

  app.get(
    '/admin/gift-cards/:id',
    { schema: { tags, summary: 'One gift card with its ledger', params: idParams }, config: marketing },
    async (req) => {
      const card = await app.db
        .selectFrom('gift_cards as g')
        .leftJoin('orders as o', 'o.id', 'g.order_id')
        .selectAll('g')
        .select('o.code as order_code')
        .where('g.id', '=', req.params.id)
        .executeTakeFirst();
      if (!card) throw notFound('GIFT_CARD_NOT_FOUND');
      return ok({ ...toGiftCardView(card), message: card.message, ledger: await cardLedger(app.db, card.id) });
    },
  );

  app.post(
    '/admin/gift-cards',
    {
      schema: {
        tags,
        summary: 'Issue a gift card by hand; the answer shows its code once (mailed to the recipient if given)',
        body: giftCardIssueSchema,
      },
      config: marketing,
    },
    async (req, reply) => {
      const b = req.body;
      const actor = `staff:${req.user!.id}`;
      const out = await writeTransaction(app.db, app.dialect, async (trx) => {
        const stamp = new Date().toISOString();
        const { card, code } = await issueCard(
          trx,
          {
            amount: b.amount,
            source: 'staff',
            recipientEmail: b.recipientEmail,
            recipientName: b.recipientName,
            message: b.message,
            actor,
            note: b.note,
          },
          stamp,
        );
        if (b.recipientEmail) {
          const mailId = await queueMail(
            trx,
            giftCardMail({
              code,
              card,
              lang: req.lang,
              shopUrl: app.config.publicUrl,
              to: b.recipientEmail,
            }),
            stamp,
            app.mail.transport,
          );
          await trx.updateTable('gift_cards').set({ mail_id: mailId }).where('id', '=', card.id).execute();
        }
        const view = toGiftCardView(card);
        await recordAudit(trx, { actor: who(req), action: 'create', entity: 'giftCard', entityId: card.id, after: view });
        return { ...view, code: formatGiftCardCode(code) };
      });
      if (app.mail.transport === 'smtp') app.mail.later(() => app.mail.deliverDue());
      reply.status(201);
      return ok(out, 201);
    },
  );

  app.patch(
    '/admin/gift-cards/:id/status',
    {
      schema: { tags, summary: 'Disable or enable a gift card', params: idParams, body: giftCardStatusSchema },
      config: marketing,
    },
    async (req) => {
      await writeTransaction(app.db, app.dialect, async (trx) => {
        const card = await trx.selectFrom('gift_cards').selectAll().where('id', '=', req.params.id).executeTakeFirst();
        if (!card) throw notFound('GIFT_CARD_NOT_FOUND');
        const stamp = new Date().toISOString();
        const changed = await setCardStatus(trx, card.id, req.body.status, `staff:${req.user!.id}`, req.body.note, stamp);
        if (changed)
          await recordAudit(trx, {
            actor: who(req),
            action: 'status',
            entity: 'giftCard',
            entityId: card.id,
            before: { status: card.status },
            after: { status: req.body.status, note: req.body.note },
          });
      });
      return ok({
        ...toGiftCardView(
          await app.db.selectFrom('gift_cards').selectAll().where('id', '=', req.params.id).executeTakeFirstOrThrow(),
        ),
        ledger: await cardLedger(app.db, req.params.id),
      });
    },
  );

  app.get('/admin/loyalty/settings', { schema: { tags, summary: 'Loyalty settings' }, config: marketing }, async () =>
    ok(await readLoyaltySettings(app.db)),
  );

  app.put(
    '/admin/loyalty/settings',
    { schema: { tags, summary: 'Replace the loyalty settings', body: loyaltySettingsSchema }, config: marketing },
    async (req) => {
      const saved = await writeTransaction(app.db, app.dialect, async (trx) => {
        const before = await readLoyaltySettings(trx);
        await writeLoyaltySettings(trx, req.body);
        await recordAudit(trx, {
          actor: who(req),
          action: 'update',
          entity: 'settings',
          entityId: 'loyalty',
          before,
          after: req.body,
        });
        return req.body;
      });
      return ok(saved);
    },
  );

  app.get(
    '/admin/loyalty/customers',
    {
      schema: { tags, summary: 'Customers with their points (search by e-mail or name)', querystring: rewardsListQuerySchema },
      config: customersRead,
    },
    async (req) => {
      const { page, limit, q } = req.query;
      let query = app.db
        .selectFrom('users as u')
        .leftJoin('loyalty_accounts as a', 'a.user_id', 'u.id')
        .where('u.role', '=', 'customer');
      if (q) {
        const term = `%${q.toLowerCase()}%`;
        query = query.where((eb) =>
          eb.or([eb('u.email', 'like', term), eb('u.first_name', 'like', `%${q}%`), eb('u.last_name', 'like', `%${q}%`)]),
        );
      }
      const [rows, count] = await Promise.all([
        query
          .select(['u.id', 'u.email', 'u.first_name', 'u.last_name', 'a.balance', 'a.updated_at'])
          .orderBy('a.balance', 'desc')
          .orderBy('u.email')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
      ]);
      const customers: LoyaltyCustomerRow[] = rows.map((r) => ({
        id: r.id,
        email: r.email,
        fullName: `${r.first_name} ${r.last_name}`.trim(),
        balance: Number(r.balance ?? 0),
        updatedAt: r.updated_at ?? null,
      }));
      return ok({ customers, pagination: paginate(Number(count?.n ?? 0), page, limit) });
    },
  );

  async function customer(id: string) {
    const user = await app.db
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'last_name'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!user) throw notFound('USER_NOT_FOUND');
    const [summary, ledger] = await Promise.all([loyaltySummary(app.db, id), loyaltyLedger(app.db, id, 500)]);
    return {
      user: { id: user.id, email: user.email, fullName: `${user.first_name} ${user.last_name}`.trim() },
      ...summary,
      ledger,
    };
  }

  app.get(
    '/admin/loyalty/customers/:id',
    { schema: { tags, summary: "A customer's points, tier and ledger", params: idParams }, config: customersRead },
    async (req) => ok(await customer(req.params.id)),
  );

  app.post(
    '/admin/loyalty/customers/:id/adjust',
    {
      schema: {
        tags,
        summary: "Add or remove a customer's points by hand (audited)",
        params: idParams,
        body: loyaltyAdjustSchema,
      },
      config: marketing,
    },
    async (req) => {
      const { points, note } = req.body;
      await writeTransaction(app.db, app.dialect, async (trx) => {
        const user = await trx.selectFrom('users').select('id').where('id', '=', req.params.id).executeTakeFirst();
        if (!user) throw notFound('USER_NOT_FOUND');
        const stamp = new Date().toISOString();
        const before = await balanceOf(trx, user.id);
        const actor = `staff:${req.user!.id}`;
        if (points > 0) {
          const settings = await readLoyaltySettings(trx);
          await addPoints(
            trx,
            { userId: user.id, kind: 'adjust', points, actor, note, expiryMonths: settings.expiryMonths },
            stamp,
          );
        } else if (!(await takePoints(trx, { userId: user.id, kind: 'adjust', points: -points, actor, note }, stamp)))
          throw new AppError(409, 'LOYALTY_POINTS_SHORT', { balance: before }, [{ field: 'points', message: `${before}` }]);
        await recordAudit(trx, {
          actor: who(req),
          action: 'adjustPoints',
          entity: 'user',
          entityId: user.id,
          before: { balance: before },
          after: { balance: before + points, points, note },
        });
      });
      return ok(await customer(req.params.id));
    },
  );
};

export default rewardsAdmin;
