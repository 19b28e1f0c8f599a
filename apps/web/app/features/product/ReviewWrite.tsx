import { reviewsApi } from '@sen/core/api/reviews';
import type { Review } from '@sen/core/reviews/types';
import { useEffect, useState } from 'react';
import { api } from '../api/browser-api';
import { useAuth } from '../auth/AuthProvider';
import { useT } from '../i18n/LanguageProvider';
import { ReviewForm } from './ReviewForm';
import { ReviewItem } from './ReviewItem';

/**
 * The "write a review" side of the tab: a sign-in prompt for guests (it opens the login modal),
 * the form for a signed-in user who has not reviewed the product, or their own review
 * (one per account and product; shown even when staff hid it, with a note saying so).
 */
export function ReviewWrite({ idOrSlug, onCreated }: { idOrSlug: string; onCreated: (review: Review) => void }) {
  const t = useT();
  const { user, sessionChecked, openModal } = useAuth();
  const userId = user?.id ?? null;
  const [mine, setMine] = useState<{ userId: string; review: Review | null } | null>(null);

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    reviewsApi(api)
      .mine(idOrSlug, controller.signal)
      .then((review) => setMine({ userId, review }))
      // Unknown: show the form; a second review would answer 409 with its message.
      .catch(() => !controller.signal.aborted && setMine({ userId, review: null }));
    return () => controller.abort();
  }, [idOrSlug, userId]);

  if (!sessionChecked) return null;

  if (!user) {
    return (
      <div className="rounded-xl border border-line bg-muted/40 p-5" data-testid="review-sign-in">
        <h3 className="font-semibold text-fg">{t('reviews.signIn.title')}</h3>
        <p className="mt-1 text-sm text-fg-muted">{t('reviews.signIn.text')}</p>
        <button type="button" onClick={() => openModal('login')} className="btn-primary mt-4">
          {t('reviews.signIn.button')}
        </button>
      </div>
    );
  }

  const own = mine?.userId === user.id ? mine : null;
  if (!own) return null;
  if (own.review) {
    return (
      <div className="rounded-xl border border-line p-5" data-testid="review-mine">
        <h3 className="font-semibold text-fg">{t('reviews.mine.title')}</h3>
        {own.review.status === 'hidden' && (
          <p className="mt-1 text-sm text-amber-700 dark:text-amber-400">{t('reviews.mine.hidden')}</p>
        )}
        <ReviewItem review={own.review} />
        <p className="text-xs text-fg-muted">{t('reviews.mine.once')}</p>
      </div>
    );
  }
  return (
    <div className="rounded-xl border border-line p-5" data-testid="review-write">
      <h3 className="font-semibold text-fg">{t('reviews.write.title')}</h3>
      <p className="mt-1 mb-4 text-sm text-fg-muted">{t('reviews.write.lead')}</p>
      <ReviewForm
        idOrSlug={idOrSlug}
        onCreated={(review) => {
          setMine({ userId: user.id, review });
          onCreated(review);
        }}
      />
    </div>
  );
}
