import { reviewsApi } from '@sen/core/api/reviews';
import { isApiError } from '@sen/core/api-client';
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_TITLE_MAX } from '@sen/core/reviews/rules';
import type { Review } from '@sen/core/reviews/types';
import { clsx } from 'clsx';
import { type FormEvent, useId, useRef, useState } from 'react';
import { api } from '../api/browser-api';
import { useAuth } from '../auth/AuthProvider';
import { useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';
import { StarPicker } from './StarPicker';

const FIELDS = ['rating', 'title', 'body'] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field | 'form', string>>;

const inputClass =
  'w-full rounded-xl border border-line bg-surface px-3.5 text-[15px] text-fg outline-none transition placeholder:text-fg-muted/70 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/25 aria-[invalid=true]:border-red-500';

/**
 * The signed-in user's review: stars, optional title, text. The server validates; its message for
 * each field appears under that field and what was typed stays (bad input loses nothing).
 */
export function ReviewForm({
  idOrSlug,
  onCreated,
  editing,
  onCancel,
}: {
  idOrSlug: string;
  onCreated: (review: Review) => void;
  /** One's own review to rewrite (the /reviews page): the form starts from it and saves over it. */
  editing?: Review;
  onCancel?: () => void;
}) {
  const t = useT();
  const id = useId();
  const { openModal } = useAuth();
  const [rating, setRating] = useState<number | null>(editing?.rating ?? null);
  const [title, setTitle] = useState(editing?.title ?? '');
  const [body, setBody] = useState(editing?.body ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const fieldId = (f: Field) => `${id}-${f}`;
  const errorId = (f: Field) => `${id}-${f}-error`;

  const clear = (f: Field) => setErrors((e) => ({ ...e, [f]: undefined, form: undefined }));

  const focusFirst = (next: Errors) => {
    const first = FIELDS.find((f) => next[f]);
    if (!first) return;
    const target =
      first === 'rating'
        ? formRef.current?.querySelector<HTMLElement>('input[type="radio"]:checked, input[type="radio"]')
        : formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`);
    target?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      const input = { rating, title: title || null, body };
      const review = editing
        ? await reviewsApi(api).updateMine(editing._id, input)
        : await reviewsApi(api).create(idOrSlug, input);
      toast.success(t(editing ? 'info.reviews.saved' : 'reviews.form.sent'));
      if (!editing) {
        setRating(null);
        setTitle('');
        setBody('');
      }
      setErrors({});
      onCreated(review);
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        openModal('login');
        return;
      }
      const next: Errors = {};
      if (isApiError(error)) {
        for (const e of error.fieldErrors)
          if ((FIELDS as readonly string[]).includes(e.field)) next[e.field as Field] ??= e.message;
        if (!Object.keys(next).length && error.status > 0 && error.status < 500) next.form = error.message;
      }
      if (!Object.keys(next).length) next.form = t('reviews.form.error');
      setErrors(next);
      focusFirst(next);
    } finally {
      setSending(false);
    }
  };

  const describedBy = (f: Field, hint?: string) => clsx(errors[f] && errorId(f), hint) || undefined;
  const fieldError = (f: Field) =>
    errors[f] && (
      <p id={errorId(f)} className="mt-1.5 text-sm text-red-600 dark:text-red-400" data-testid={`review-error-${f}`}>
        {errors[f]}
      </p>
    );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="review-form">
      <StarPicker
        value={rating}
        onChange={(n) => {
          setRating(n);
          clear('rating');
        }}
        error={errors.rating}
        errorId={errorId('rating')}
      />
      <div>
        <label htmlFor={fieldId('title')} className="mb-1.5 block text-sm font-medium text-fg">
          {t('reviews.form.title')} <span className="font-normal text-fg-muted">({t('reviews.form.optional')})</span>
        </label>
        <input
          id={fieldId('title')}
          name="title"
          value={title}
          maxLength={REVIEW_TITLE_MAX * 2}
          placeholder={t('reviews.form.titlePlaceholder')}
          onChange={(e) => {
            setTitle(e.target.value);
            clear('title');
          }}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy('title')}
          className={clsx(inputClass, 'h-11')}
        />
        {fieldError('title')}
      </div>
      <div>
        <label htmlFor={fieldId('body')} className="mb-1.5 block text-sm font-medium text-fg">
          {t('reviews.form.body')}
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        </label>
        <textarea
          id={fieldId('body')}
          name="body"
          rows={5}
          value={body}
          placeholder={t('reviews.form.bodyPlaceholder')}
          onChange={(e) => {
            setBody(e.target.value);
            clear('body');
          }}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={describedBy('body', `${id}-body-hint`)}
          className={clsx(inputClass, 'py-2.5')}
        />
        <div className="mt-1 flex justify-between gap-3 text-xs text-fg-muted">
          <span id={`${id}-body-hint`}>{t('reviews.form.bodyHint', { min: REVIEW_BODY_MIN, max: REVIEW_BODY_MAX })}</span>
          <span className={clsx('tabular-nums', body.trim().length > REVIEW_BODY_MAX && 'text-red-600')} aria-hidden="true">
            {body.trim().length}/{REVIEW_BODY_MAX}
          </span>
        </div>
        {fieldError('body')}
      </div>
      {errors.form && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400" data-testid="review-error-form">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={sending} className="btn-primary" data-testid="review-submit">
          {sending ? t('reviews.form.sending') : t(editing ? 'info.reviews.save' : 'reviews.form.submit')}
        </button>
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="h-11 rounded-xl border border-line px-5 text-sm font-semibold text-fg hover:bg-muted"
          >
            {t('info.reviews.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
