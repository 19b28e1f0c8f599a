import { z } from 'zod';
import { REFUND_METHODS } from './rules';

/*
 * The returns screen's form schemas (issue 13). Messages are admin i18n keys (the kit's form
 * translates `adminKit.*`); the server checks again with returnRejectSchema & co.
 */
const text = (max: number) => z.string().trim().max(max, 'adminKit.v.tooLong');

export const returnDecisionFormSchema = z.object({ message: text(2000) });
export type ReturnDecisionForm = z.infer<typeof returnDecisionFormSchema>;

export const returnRejectFormSchema = z.object({
  message: z.string().trim().min(3, 'adminKit.v.reason').max(2000, 'adminKit.v.tooLong'),
});

export const returnReceiveFormSchema = z.object({ damaged: z.record(z.string(), z.boolean()), note: text(2000) });
export type ReturnReceiveForm = z.infer<typeof returnReceiveFormSchema>;

export const returnRefundFormSchema = z
  .object({
    full: z.boolean(),
    shipping: z.boolean(),
    method: z.enum(REFUND_METHODS),
    reference: text(200),
    note: text(2000),
  })
  .refine((v) => v.method !== 'manual' || v.reference.length > 0, { path: ['reference'], message: 'adminKit.v.required' });
export type ReturnRefundForm = z.infer<typeof returnRefundFormSchema>;
