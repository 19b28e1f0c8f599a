import { type ReviewReplyForm, reviewReplyFormSchema } from '@sen/core/customers/forms';
import type { StaffReview } from '@sen/core/reviews/types';
import { clsx } from 'clsx';
import { useEffect, useMemo, useState } from 'react';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { badge, btn, btnGhost, input } from '../kit/classes';
import { type AdminColumn, DataTable } from '../kit/DataTable';
import { TextField, useAdminForm, useFormSave } from '../kit/form';
import { FormModal } from '../kit/Modal';
import { PageHeader } from '../kit/PageHeader';
import { serverTableProps, useServerList } from '../kit/use-server-list';
import { useUrlFilters } from '../kit/use-url-filters';
import { adminCustomersApi, type ReviewQuery } from './api';
import { dateTimeShort, Stars } from './customer-ui';

const PAGE_SIZE = 20;
const FILTERS = ['tab', 'rating'] as const;
const TABS = ['pending', 'published', 'hidden', 'all'] as const;
type Tab = (typeof TABS)[number];

function queryOf(tab: Tab): Pick<ReviewQuery, 'status' | 'moderation'> {
  if (tab === 'pending') return { moderation: 'pending' };
  if (tab === 'published') return { status: 'published', moderation: 'done' };
  if (tab === 'hidden') return { status: 'hidden' };
  return {};
}

/** /admin/customers/reviews: the moderation queue, approve, hide and reply as the shop (issue 13). */
export function ReviewsPage() {
  const t = useT();
  const { lang } = useLanguage();
  const filters = useUrlFilters(FILTERS);
  const { values } = filters;
  const tab: Tab = TABS.find((x) => x === values.tab) ?? 'pending';
  const rating = Number(values.rating) >= 1 && Number(values.rating) <= 5 ? Number(values.rating) : undefined;
  const query: ReviewQuery = { page: filters.page, limit: PAGE_SIZE, ...queryOf(tab), rating };
  const list = useServerList(JSON.stringify(query), (signal) => adminCustomersApi.reviews(query, signal));
  const [replying, setReplying] = useState<StaffReview | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const moderate = async (r: StaffReview, status: 'published' | 'hidden') => {
    setBusy(r._id);
    try {
      await adminCustomersApi.moderate(r._id, status);
      toast.success(t(status === 'published' ? 'adminReviews.approved' : 'adminReviews.hidden'));
      list.reload();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : t('adminKit.saveFailed'));
    } finally {
      setBusy(null);
    }
  };

  const columns = useMemo<AdminColumn<StaffReview>[]>(
    () => [
      {
        id: 'review',
        header: t('adminReviews.col.review'),
        enableSorting: false,
        enableHiding: false,
        cell: ({ row: { original: r } }) => (
          <div className="min-w-[16rem] max-w-xl text-sm" data-testid="review-row">
            <Stars rating={r.rating} label={t('adminReviews.stars', { n: r.rating })} />
            {r.title && <p className="font-medium">{r.title}</p>}
            <p className="whitespace-pre-line">{r.body}</p>
            {r.reply && (
              <p
                className="mt-2 rounded-md border-l-4 border-brand-600 bg-muted px-2 py-1 text-xs"
                data-testid="admin-review-reply"
              >
                <span className="block font-semibold">{t('adminReviews.shopReply')}</span>
                {r.reply.body}
              </p>
            )}
          </div>
        ),
      },
      {
        id: 'product',
        header: t('adminReviews.col.product'),
        enableSorting: false,
        cell: ({ row: { original: r } }) => (
          <a href={`/products/${r.product.slug}#reviews`} className="text-sm hover:underline" target="_blank" rel="noopener">
            {r.product.name}
          </a>
        ),
      },
      {
        id: 'author',
        header: t('adminReviews.col.author'),
        enableSorting: false,
        cell: ({ row: { original: r } }) => (
          <span className="block text-xs">
            <span className="block font-medium">{r.author.name}</span>
            <span className="block text-fg-muted">{r.authorEmail}</span>
            {r.verifiedPurchase && <span className="text-emerald-700">{t('adminReviews.verifiedPurchase')}</span>}
          </span>
        ),
      },
      {
        id: 'status',
        header: t('adminCustomers.col.status'),
        enableSorting: false,
        cell: ({ row: { original: r } }) => (
          <span className="flex flex-col items-start gap-1">
            <span
              className={clsx(
                badge,
                r.status === 'hidden'
                  ? 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
                  : 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
              )}
            >
              {t(`adminReviews.st.${r.status}`)}
            </span>
            {!r.moderatedAt && (
              <span className={clsx(badge, 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300')}>
                {t('adminReviews.st.pending')}
              </span>
            )}
          </span>
        ),
      },
      {
        id: 'date',
        header: t('adminReviews.col.date'),
        enableSorting: false,
        cell: ({ row }) => <span className="whitespace-nowrap text-xs">{dateTimeShort(row.original.createdAt, lang)}</span>,
      },
      {
        id: 'actions',
        header: '',
        enableSorting: false,
        enableHiding: false,
        cell: ({ row: { original: r } }) => (
          <span className="flex flex-wrap justify-end gap-1 whitespace-nowrap">
            {(r.status !== 'published' || !r.moderatedAt) && (
              <button
                type="button"
                className={clsx(btn, 'h-8 px-2 text-xs')}
                disabled={busy === r._id}
                onClick={() => void moderate(r, 'published')}
                data-testid="approve-review"
              >
                {t('adminReviews.approve')}
              </button>
            )}
            {r.status !== 'hidden' && (
              <button
                type="button"
                className={clsx(btnGhost, 'h-8 px-2 text-xs')}
                disabled={busy === r._id}
                onClick={() => void moderate(r, 'hidden')}
                data-testid="hide-review"
              >
                {t('adminReviews.hide')}
              </button>
            )}
            <button
              type="button"
              className={clsx(btnGhost, 'h-8 px-2 text-xs')}
              onClick={() => setReplying(r)}
              data-testid="reply-review"
            >
              {r.reply ? t('adminReviews.editReply') : t('adminReviews.reply')}
            </button>
          </span>
        ),
      },
    ],
    [t, lang, busy],
  );

  return (
    <section>
      <PageHeader title={t('admin.menu.reviews')} lead={t('adminReviews.lead')} />
      <div className="mt-5 flex flex-wrap items-end justify-between gap-3">
        <div role="tablist" aria-label={t('admin.menu.reviews')} className="flex flex-wrap gap-1">
          {TABS.map((x) => (
            <button
              key={x}
              type="button"
              role="tab"
              aria-selected={x === tab}
              data-testid={`reviews-tab-${x}`}
              onClick={() => filters.set({ tab: x === 'pending' ? undefined : x })}
              className={clsx(
                'inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium',
                x === tab ? 'bg-brand-600 text-white' : 'border border-line bg-surface text-fg hover:bg-muted',
              )}
            >
              {t(`adminReviews.tab.${x}`)}
            </button>
          ))}
        </div>
        <label className="flex flex-col gap-1 text-xs font-medium text-fg-muted">
          {t('adminReviews.filter.rating')}
          <select
            className={input}
            value={values.rating ?? ''}
            onChange={(e) => filters.set({ rating: e.target.value || undefined })}
          >
            <option value="">{t('adminSettings.all')}</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {t('adminReviews.stars', { n })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="mt-4">
        <DataTable
          id="reviews"
          label={t('admin.menu.reviews')}
          columns={columns}
          {...serverTableProps(list, filters, PAGE_SIZE)}
          getRowId={(r) => r._id}
          onSortChange={() => {}}
          empty={<p>{t('adminReviews.empty')}</p>}
        />
      </div>
      <ReplyDialog review={replying} onClose={() => setReplying(null)} onSaved={list.reload} />
    </section>
  );
}

function ReplyDialog({ review, onClose, onSaved }: { review: StaffReview | null; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const form = useAdminForm(reviewReplyFormSchema, { body: '' });
  useEffect(() => {
    form.reset({ body: review?.reply?.body ?? '' });
  }, [review?._id]);
  const { save, busy } = useFormSave(form, async (v: ReviewReplyForm) => {
    if (!review) return;
    await adminCustomersApi.reply(review._id, v.body);
    toast.success(t('adminReviews.replied'));
    onSaved();
    onClose();
  });
  return (
    <FormModal
      open={review !== null}
      onClose={onClose}
      title={t('adminReviews.replyTitle', { name: review?.author.name ?? '' })}
      testId="reply-dialog"
      form={form}
      onSubmit={save}
      busy={busy}
    >
      {review && <p className="rounded-md bg-muted p-2 text-sm whitespace-pre-line">{review.body}</p>}
      <TextField name="body" label={t('adminReviews.shopReply')} hint={t('adminReviews.replyHint')} multiline />
    </FormModal>
  );
}
