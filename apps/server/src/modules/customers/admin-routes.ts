import { randomUUID } from 'node:crypto';
import {
  type ContactMessage,
  type ContactStatus,
  contactListQuerySchema,
  contactReplySchema,
  contactStatusSchema,
  customerListQuerySchema,
  customerNoteSchema,
  customerStatusSchema,
  idParamsSchema,
  orderCodeParamsSchema,
} from '@sen/core';
import { foldedWords } from '@sen/core/text';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import { fileDay, sendCsv } from '../../lib/csv';
import { AppError, notFound, ok } from '../../lib/http';
import { paginate } from '../../lib/pagination';
import { recordAudit } from '../audit/audit';
import { findUserById } from '../auth/users';
import { writeTransaction } from '../orders/db';
import { changeUserAccess } from '../users/access';
import { exportInvoicesCsv, findOrderInvoice } from './invoices';
import { contactReplyMail } from './mail';
import { customerDetail, listCustomers, listNotes } from './queries';

type ContactRow = Selectable<Database['contact_messages']>;

function toContact(r: ContactRow): ContactMessage {
  return {
    _id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    subject: r.subject,
    message: r.message,
    language: r.language,
    status: r.status as ContactStatus,
    createdAt: r.created_at,
    reply:
      r.replied_at && r.reply_body
        ? { body: r.reply_body, subject: r.reply_subject ?? '', at: r.replied_at, by: r.replied_by ?? '' }
        : null,
  };
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalid_format' });
const invoiceExportQuerySchema = z.object({ from: day.optional(), to: day.optional() });

/**
 * Staff customer screens (issue 13, decision 0220): the customer list and detail with status and
 * notes, the contact inbox (decision 0221), and the company invoices asked for at checkout
 * (decision 0222). Roles are changed only through /admin/users (users.manage: admins).
 */
const customersAdmin: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const read = { permission: 'customers.read' } as const;
  const write = { permission: 'customers.write' } as const;
  const inbox = { permission: 'contact.manage' } as const;
  const tags = ['admin'];

  async function customerOr404(id: string) {
    const user = await findUserById(app.db, id);
    // Staff accounts are not customers: their access is the admins' (/admin/users).
    if (user?.role !== 'customer') throw new AppError(404, 'USER_NOT_FOUND');
    return user;
  }

  app.get(
    '/admin/customers',
    {
      schema: {
        tags,
        summary: 'Customer accounts: search by name, e-mail or phone (accents ignored), filter, sort, page',
        querystring: customerListQuerySchema,
      },
      config: read,
    },
    async (req) => ok(await listCustomers(app.db, req.query)),
  );

  app.get(
    '/admin/customers/:id',
    {
      schema: { tags, summary: 'One customer: orders, money spent, addresses, reviews, staff notes', params: idParamsSchema },
      config: read,
    },
    async (req) => ok(await customerDetail(app.db, await customerOr404(req.params.id))),
  );

  app.patch(
    '/admin/customers/:id/status',
    {
      schema: {
        tags,
        summary: "Set a customer's status; inactive or banned signs them out everywhere and refuses sign-in",
        params: idParamsSchema,
        body: customerStatusSchema,
      },
      config: write,
    },
    async (req) => {
      const user = await customerOr404(req.params.id);
      await changeUserAccess(app, req.user, user, { status: req.body.status });
      return ok(await customerDetail(app.db, (await findUserById(app.db, user.id))!));
    },
  );

  app.post(
    '/admin/customers/:id/notes',
    {
      schema: {
        tags,
        summary: 'Add an internal note about a customer (never shown to them)',
        params: idParamsSchema,
        body: customerNoteSchema,
      },
      config: write,
    },
    async (req, reply) => {
      const user = await customerOr404(req.params.id);
      const id = randomUUID();
      await writeTransaction(app.db, app.dialect, async (trx) => {
        await trx
          .insertInto('customer_notes')
          .values({
            id,
            user_id: user.id,
            author_id: req.user!.id,
            author_email: req.user!.email,
            body: req.body.body,
            created_at: new Date().toISOString(),
          })
          .execute();
        await recordAudit(trx, {
          actor: req.user,
          action: 'note',
          entity: 'user',
          entityId: user.id,
          after: { body: req.body.body },
        });
      });
      reply.status(201);
      return ok(await listNotes(app.db, user.id), 201);
    },
  );

  /* Contact inbox (decision 0221). */

  async function contactOr404(id: string): Promise<ContactRow> {
    const row = await app.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('NOT_FOUND');
    return row;
  }

  app.get(
    '/admin/contact-messages',
    {
      schema: {
        tags,
        summary: 'Messages sent through the contact form, newest first, with how many are unread',
        querystring: contactListQuerySchema,
      },
      config: inbox,
    },
    async (req) => {
      const q = req.query;
      let base = app.db.selectFrom('contact_messages');
      if (q.status) base = base.where('status', '=', q.status);
      const words = q.search ? foldedWords(q.search) : [];
      for (const w of words) {
        // Names and subjects are matched as typed (lower case); e-mail and phone are plain.
        base = base.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['name']), 'like', `%${w}%`),
            eb('email', 'like', `%${w}%`),
            eb('phone', 'like', `%${w}%`),
            eb(eb.fn('lower', ['subject']), 'like', `%${w}%`),
          ]),
        );
      }
      const [total, rows, unread] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
        base
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(q.limit)
          .offset((q.page - 1) * q.limit)
          .execute(),
        app.db
          .selectFrom('contact_messages')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('status', '=', 'new')
          .executeTakeFirstOrThrow(),
      ]);
      return ok({ items: rows.map(toContact), pagination: paginate(Number(total.n), q.page, q.limit), unread: Number(unread.n) });
    },
  );

  app.get(
    '/admin/contact-messages/:id',
    { schema: { tags, summary: 'One contact message; opening a new one marks it read', params: idParamsSchema }, config: inbox },
    async (req) => {
      const row = await contactOr404(req.params.id);
      if (row.status !== 'new') return ok(toContact(row));
      await app.db
        .updateTable('contact_messages')
        .set({ status: 'read' })
        .where('id', '=', row.id)
        .where('status', '=', 'new')
        .execute();
      return ok(toContact({ ...row, status: 'read' }));
    },
  );

  app.patch(
    '/admin/contact-messages/:id',
    {
      schema: {
        tags,
        summary: 'Mark a contact message new, read, replied or spam',
        params: idParamsSchema,
        body: contactStatusSchema,
      },
      config: inbox,
    },
    async (req) => {
      const row = await contactOr404(req.params.id);
      await writeTransaction(app.db, app.dialect, async (trx) => {
        await trx.updateTable('contact_messages').set({ status: req.body.status }).where('id', '=', row.id).execute();
        await recordAudit(trx, {
          actor: req.user,
          action: 'update',
          entity: 'contact_message',
          entityId: row.id,
          before: { status: row.status },
          after: { status: req.body.status },
        });
      });
      return ok(toContact({ ...row, status: req.body.status }));
    },
  );

  app.post(
    '/admin/contact-messages/:id/reply',
    {
      schema: {
        tags,
        summary: 'Answer a contact message by e-mail (queued in the mail outbox); the message becomes replied',
        params: idParamsSchema,
        body: contactReplySchema,
      },
      config: inbox,
    },
    async (req) => {
      const row = await contactOr404(req.params.id);
      const mail = contactReplyMail(row, req.body);
      const at = new Date().toISOString();
      const saved = { reply_subject: mail.subject, reply_body: req.body.body, replied_at: at, replied_by: req.user!.email };
      await writeTransaction(app.db, app.dialect, async (trx) => {
        await trx
          .updateTable('contact_messages')
          .set({ status: 'replied', ...saved })
          .where('id', '=', row.id)
          .execute();
        await recordAudit(trx, {
          actor: req.user,
          action: 'reply',
          entity: 'contact_message',
          entityId: row.id,
          before: { status: row.status },
          after: { status: 'replied', subject: mail.subject },
        });
      });
      // The outbox row: the background worker sends it, with retries (decision 0151).
      await app.mail.send(mail);
      return ok(toContact({ ...row, status: 'replied', ...saved }));
    },
  );

  /* Company invoices (decision 0222). */

  app.get(
    '/admin/orders/:code/invoice',
    {
      schema: { tags, summary: 'The company (VAT) invoice details the buyer asked for, or null', params: orderCodeParamsSchema },
      config: { permission: 'orders.read' },
    },
    async (req) => {
      const order = await app.db.selectFrom('orders').select('id').where('code', '=', req.params.code).executeTakeFirst();
      if (!order) throw notFound('ORDER_NOT_FOUND');
      return ok(await findOrderInvoice(app.db, order.id));
    },
  );

  app.get(
    '/admin/invoices/export.csv',
    {
      schema: {
        tags,
        summary: 'Company invoices asked for at checkout, as CSV (UTF-8 with BOM), optionally between two dates',
        querystring: invoiceExportQuerySchema,
      },
      config: { permission: 'orders.read' },
    },
    async (req, reply) => {
      return sendCsv(reply, `vat-invoices-${fileDay()}`, exportInvoicesCsv(app.db, req.query));
    },
  );
};

export default customersAdmin;
