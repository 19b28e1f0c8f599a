import { z } from 'zod';
import { USER_STATUSES } from '../auth/types';

/** Staff screens of customers, reviews moderation and the contact inbox (issue 13). */

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const limit = z.coerce
  .number()
  .int()
  .refine((n) => [10, 20, 50, 100].includes(n), { message: 'page_size' })
  .default(20);

export const CUSTOMER_SORTS = ['createdAt', 'name', 'lastLogin', 'email'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** GET /admin/customers: accounts with the customer role. */
export const customerListQuerySchema = z.object({
  page,
  limit,
  /** Name, e-mail or phone; accents ignored. */
  search: z.string().trim().max(200).optional(),
  status: z.enum(USER_STATUSES).optional(),
  verified: z.enum(['yes', 'no']).optional(),
  sort: z.enum(CUSTOMER_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

/** PATCH /admin/customers/{id}/status (customers.write). The role is the admins' (PATCH /admin/users/{id}). */
export const customerStatusSchema = z.object({ status: z.enum(USER_STATUSES) });

/** POST /admin/customers/{id}/notes: an internal note, never shown to the customer. */
export const customerNoteSchema = z.object({
  body: z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(2000),
});
export type CustomerNoteInput = z.output<typeof customerNoteSchema>;

export const CONTACT_STATUSES = ['new', 'read', 'replied', 'spam'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** GET /admin/contact-messages. */
export const contactListQuerySchema = z.object({
  page,
  limit,
  status: z.enum(CONTACT_STATUSES).optional(),
  search: z.string().trim().max(200).optional(),
});
export type ContactListQuery = z.output<typeof contactListQuerySchema>;

export const contactStatusSchema = z.object({ status: z.enum(CONTACT_STATUSES) });

/** POST /admin/contact-messages/{id}/reply: mailed to the sender through the outbox. */
export const contactReplySchema = z.object({
  subject: z.string().trim().max(200).default(''),
  body: z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(5000),
});
export type ContactReplyInput = z.input<typeof contactReplySchema>;
