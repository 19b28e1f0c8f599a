import { z } from 'zod';

/*
 * Admin forms of the customer screens, moderation and the inbox (issue 13). Messages are admin
 * i18n keys; the staff API checks again with its own schemas (./schemas.ts, reviews/schemas.ts).
 */
const body = (max: number) => z.string().trim().min(1, 'adminKit.v.required').max(max, 'adminKit.v.tooLong');

export const customerNoteFormSchema = z.object({ body: body(2000) });
export type CustomerNoteForm = z.output<typeof customerNoteFormSchema>;

export const contactReplyFormSchema = z.object({ subject: z.string().trim().max(200, 'adminKit.v.tooLong'), body: body(5000) });
export type ContactReplyForm = z.output<typeof contactReplyFormSchema>;

export const reviewReplyFormSchema = z.object({ body: body(2000) });
export type ReviewReplyForm = z.output<typeof reviewReplyFormSchema>;
