import { reviewsApi } from '@sen/core/api/reviews';
import type { MyReview, MyReviewList } from '@sen/core/reviews/types';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { AccountShell } from '../account/AccountShell';
import { api } from '../api/browser-api';
import { errorText } from '../auth/errors';
import { productHref } from '../catalog/card-product';
import { RatingStars } from '../catalog/RatingStars';
import { useLanguage, useT } from '../i18n/LanguageProvider';
import { ReviewForm } from '../product/ReviewForm';
import { reviewDate } from '../product/review-date';
import { toast } from '../ui/toast';

function ReviewRow({ review, onChanged }: { review: MyReview; onChanged: () => void }) {
  const { lang } = useLanguage();
  const t = useT();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');
  const [current, setCurrent] = useState(review);
  const [busy, setBusy] = useState(false);
  const product = current.product;

  const remove = async () => {
    setBusy(true);
    try {
      await reviewsApi(api).removeMine(current._id);
      toast.success(t('info.reviews.deleted'));
      onChanged();
    } catch (error) {
      toast.error(errorText(error, t, 'info.reviews.failed'));
      setBusy(false);
    }
  };

  return (
    <li className="rounded-2xl border border-line bg-surface p-4 md:p-5" data-testid="my-review" data-review-id={current._id}>
      <div className="flex gap-3 md:gap-4">
        <Link
          to={productHref(product)}
          className="size-16 shrink-0 overflow-hidden rounded-xl border border-line bg-white md:size-20"
        >
          {product.thumbnail && <img src={product.thumbnail} alt="" loading="lazy" className="size-full object-contain" />}
        </Link>
        <div className="min-w-0 flex-1">
          <Link
            to={productHref(product)}
            className="line-clamp-2 font-semibold text-fg hover:text-brand-700 dark:hover:text-brand-300"
          >
            {product.name}
          </Link>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-fg-muted">
            <RatingStars average={current.rating} />
            <span>{t('info.reviews.written', { date: reviewDate(current.createdAt, lang) })}</span>
            {current.status === 'hidden' && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-800 dark:bg-amber-950 dark:text-amber-300">
                {t('info.reviews.hidden')}
              </span>
            )}
          </div>
        </div>
      </div>

      {mode === 'edit' ? (
        <div className="mt-4">
          <ReviewForm
            idOrSlug={product._id}
            editing={current}
            onCreated={(saved) => {
              setCurrent({ ...current, ...saved, product });
              setMode('view');
            }}
            onCancel={() => setMode('view')}
          />
        </div>
      ) : (
        <>
          {current.title && <p className="mt-3 font-semibold text-fg">{current.title}</p>}
          <p className="mt-1 leading-relaxed whitespace-pre-line text-fg-muted">{current.body}</p>
          {mode === 'confirm' ? (
            <div role="alert" className="mt-4 flex flex-wrap items-center gap-2 rounded-xl bg-red-50 p-3 dark:bg-red-950/40">
              <p className="w-full text-sm text-red-800 sm:w-auto sm:flex-1 dark:text-red-300">
                {t('info.reviews.confirmDelete', { name: product.name })}
              </p>
              <button
                type="button"
                disabled={busy}
                onClick={remove}
                className="h-9 rounded-lg bg-red-600 px-4 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-60"
                data-testid="my-review-confirm-delete"
              >
                {t('info.reviews.delete')}
              </button>
              <button
                type="button"
                onClick={() => setMode('view')}
                className="h-9 rounded-lg px-4 text-sm font-semibold text-fg hover:bg-muted"
              >
                {t('info.reviews.cancel')}
              </button>
            </div>
          ) : (
            <div className="mt-3 flex gap-2">
              <button
                type="button"
                onClick={() => setMode('edit')}
                className="h-9 rounded-lg border border-line px-4 text-sm font-semibold text-fg hover:bg-muted"
                data-testid="my-review-edit"
              >
                {t('info.reviews.edit')}
              </button>
              <button
                type="button"
                onClick={() => setMode('confirm')}
                className="h-9 rounded-lg px-4 text-sm font-semibold text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
                data-testid="my-review-delete"
              >
                {t('info.reviews.delete')}
              </button>
            </div>
          )}
        </>
      )}
    </li>
  );
}

/** /reviews: the signed-in customer's reviews, to edit or delete (GET/PUT/DELETE /me/reviews). */
export function MyReviewsPage({ data }: { data: MyReviewList }) {
  const t = useT();
  const revalidator = useRevalidator();
  const { page, totalPages } = data.pagination;
  return (
    <AccountShell title={t('info.reviews.title')}>
      <p className="mb-5 text-fg-muted">{t('info.reviews.lead')}</p>
      {data.items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-line p-8 text-center">
          <p className="text-fg-muted">{t('info.reviews.empty')}</p>
          <Link to="/products" className="btn-primary mt-4">
            {t('info.reviews.emptyAction')}
          </Link>
        </div>
      ) : (
        <ul className="space-y-4">
          {data.items.map((r) => (
            <ReviewRow key={r._id} review={r} onChanged={() => void revalidator.revalidate()} />
          ))}
        </ul>
      )}
      {totalPages > 1 && (
        <nav className="mt-6 flex items-center justify-between gap-3 text-sm" aria-label={t('info.reviews.title')}>
          {page > 1 ? (
            <Link to={`/reviews?page=${page - 1}`} className="font-semibold text-brand-700 dark:text-brand-300">
              ← {t('info.reviews.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-fg-muted">{t('info.reviews.page', { page, pages: totalPages })}</span>
          {page < totalPages ? (
            <Link to={`/reviews?page=${page + 1}`} className="font-semibold text-brand-700 dark:text-brand-300">
              {t('info.reviews.next')} →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </AccountShell>
  );
}
