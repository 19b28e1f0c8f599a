import type { Review } from '@sen/core/reviews/types';
import { Avatar } from '../catalog/Avatar';
import { RatingStars } from '../catalog/RatingStars';
import { useLanguage, useT } from '../i18n/LanguageProvider';
import { CheckIcon } from '../ui/icons';
import { reviewDate } from './review-date';

/** One review. Its title and body are plain text rendered as text (React escapes them), line breaks kept. */
export function ReviewItem({ review }: { review: Review }) {
  const t = useT();
  const { lang } = useLanguage();
  const name = review.author.name || t('reviews.anonymous');
  return (
    <article className="flex gap-3 py-5" data-testid="review-item">
      <Avatar name={name} image={review.author.avatar} size={40} className="size-10 text-sm" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-semibold text-fg">{name}</span>
          {review.verifiedPurchase && (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700 dark:text-emerald-400">
              <CheckIcon size={14} aria-hidden="true" />
              {t('reviews.verified')}
            </span>
          )}
          <time dateTime={review.createdAt} className="text-xs text-fg-muted">
            {reviewDate(review.createdAt, lang)}
          </time>
        </div>
        <div className="mt-1.5">
          <RatingStars average={review.rating} size={14} />
        </div>
        {review.title && <h4 className="mt-2 font-semibold text-fg">{review.title}</h4>}
        <p className="mt-1 text-[15px] leading-relaxed break-words whitespace-pre-line text-fg">{review.body}</p>
        {review.reply && (
          <div className="mt-3 rounded-xl border-l-4 border-brand-600 bg-muted px-4 py-3 text-sm" data-testid="review-reply">
            <p className="font-semibold text-fg">{t('reviews.reply')}</p>
            <p className="mt-1 break-words whitespace-pre-line text-fg">{review.reply.body}</p>
          </div>
        )}
      </div>
    </article>
  );
}
