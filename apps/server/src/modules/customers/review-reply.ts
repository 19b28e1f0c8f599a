import { isLanguage } from '@sen/core';
import type { StaffReview } from '@sen/core/reviews/index';
import type { FastifyInstance } from 'fastify';
import { parsePreferences } from '../auth/users';
import { reviewReplyMail } from './mail';

/**
 * Mails a review's author the shop's reply (queued in the outbox), in their language. The in-app
 * notification is reviews/routes.ts's (notify 'reviewReplied'). Logged, never thrown: the reply is saved.
 */
export async function mailReviewReply(
  app: FastifyInstance,
  userId: string | null | undefined,
  review: StaffReview,
  reply: string,
): Promise<void> {
  if (!userId) return;
  try {
    const user = await app.db
      .selectFrom('users')
      .select(['email', 'first_name', 'last_name', 'preferences', 'status'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user || user.status === 'banned') return;
    const language = parsePreferences(user.preferences).language;
    const url = `${app.config.publicUrl}/products/${encodeURIComponent(review.product.slug)}#reviews`;
    const name = [user.last_name, user.first_name].filter(Boolean).join(' ');
    await app.mail.send(
      reviewReplyMail(user.email, name, { name: review.product.name, url }, reply, isLanguage(language) ? language : 'vi'),
    );
  } catch (err) {
    app.log.warn({ err, reviewId: review._id }, 'review reply mail not queued');
  }
}
