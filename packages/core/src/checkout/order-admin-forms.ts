import { z } from 'zod';

/*
 * The order screens' form schemas (issue 13). Messages are admin i18n keys (the kit's form
 * translates `adminKit.*`); the server checks again with markPaidSchema & co and its field
 * messages land on the same fields.
 */
const text = (max: number) => z.string().trim().max(max, 'adminKit.v.tooLong');

export const markPaidFormSchema = z.object({
  amount: z.number({ error: 'adminKit.v.number' }).int('adminKit.v.integer').min(1, 'adminKit.v.positive'),
  reference: text(120),
  note: text(500),
});
export type MarkPaidForm = z.infer<typeof markPaidFormSchema>;

export const shipFormSchema = z.object({
  trackingNumber: z.string().trim().min(1, 'adminKit.v.required').max(100, 'adminKit.v.tooLong'),
  trackingUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'adminKit.v.url' }).max(500, 'adminKit.v.tooLong')]),
  note: text(500),
});
export type ShipForm = z.infer<typeof shipFormSchema>;

export const cancelFormSchema = z.object({
  reason: z.string().trim().min(3, 'adminKit.v.reason').max(500, 'adminKit.v.tooLong'),
});
export type CancelForm = z.infer<typeof cancelFormSchema>;

export const moveFormSchema = z.object({ note: text(500) });
export type MoveForm = z.infer<typeof moveFormSchema>;

/** The order edit dialog (decision 0340): the product lines kept or added, and the delivery address. */
export const orderEditFormSchema = z.object({
  lines: z.array(
    z.object({
      itemId: z.string(),
      sku: z.string().trim().max(100, 'adminKit.v.tooLong'),
      name: z.string(),
      unitPrice: z.number(),
      quantity: z
        .number({ error: 'adminKit.v.number' })
        .int('adminKit.v.integer')
        .min(1, 'adminKit.v.positive')
        .max(99, 'adminKit.v.tooLong'),
    }),
  ),
  fullName: text(100),
  phone: text(30),
  address: text(255),
  city: text(10),
  ward: text(10),
  note: text(500),
});
export type OrderEditForm = z.infer<typeof orderEditFormSchema>;
