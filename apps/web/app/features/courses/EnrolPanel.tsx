import type { CourseDetail, CourseProgress, MyCourseDetail } from '@sen/core';
import { coursesApi } from '@sen/core/api/courses';
import { isApiError } from '@sen/core/api-client';
import { useEffect, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { api } from '../api/browser-api';
import { useAuth } from '../auth/AuthProvider';
import { addCourseToCart } from '../cart/cart-actions';
import { openCartDrawer } from '../cart/cart-store';
import { vnd } from '../catalog/Price';
import { useT } from '../i18n/LanguageProvider';
import { toast } from '../ui/toast';
import { coursePricing, learnHref } from './format';
import { ProgressBar } from './ProgressBar';

/**
 * Price and the one next step: enrol (free), add to cart (paid), or continue learning.
 * A guest who clicks enrol gets the login modal; once signed in the page reloads its data.
 */
export function EnrolPanel({ course, mine }: { course: CourseDetail; mine: MyCourseDetail | null }) {
  const t = useT();
  const { user, openModal } = useAuth();
  const revalidator = useRevalidator();
  const [enrolled, setEnrolled] = useState(mine?.enrolled ?? false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pricing = coursePricing(course);
  const progress: CourseProgress | null = mine?.progress ?? null;

  // A failed look-up (null) must not hide an enrolment just made in this page.
  useEffect(() => {
    if (mine) setEnrolled(mine.enrolled);
  }, [mine]);

  // Signed in (or out) after the page rendered: fetch this visitor's enrolment.
  const userId = user?._id ?? null;
  const seenUser = useRef(userId);
  useEffect(() => {
    if (seenUser.current === userId) return;
    seenUser.current = userId;
    revalidator.revalidate();
  }, [userId, revalidator]);

  const enrol = async () => {
    if (!user) return openModal('login');
    setBusy(true);
    setError(null);
    try {
      await coursesApi(api).enroll(course.code);
      setEnrolled(true);
      toast.success(t('courses.enrolled'));
      revalidator.revalidate();
    } catch (e) {
      // Already enrolled (another tab): the same outcome for the visitor.
      if (isApiError(e) && e.status === 409) setEnrolled(true);
      else setError(isApiError(e) && e.status < 500 ? e.message : t('courses.error'));
    } finally {
      setBusy(false);
    }
  };

  const addToCart = async () => {
    setBusy(true);
    setError(null);
    const result = await addCourseToCart(course);
    setBusy(false);
    if (!result.ok) return setError(result.message ?? t('courses.error'));
    toast.success(t('product.addedToCart'));
    openCartDrawer();
  };

  return (
    <div className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-sm" data-testid="enrol-panel">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <span className="text-3xl font-extrabold text-brand-700 dark:text-brand-300">
          {pricing.isFree ? t('courses.free') : vnd(pricing.price)}
        </span>
        {pricing.comparePrice && <s className="text-sm text-fg-muted">{vnd(pricing.comparePrice)}</s>}
      </div>
      {enrolled ? (
        <>
          <p className="text-sm font-medium text-emerald-700 dark:text-emerald-400">{t('courses.enrolledAlready')}</p>
          {progress && <ProgressBar progress={progress} />}
          <Link to={learnHref(course.code, progress?.resumeLessonId)} className="btn-primary w-full" data-testid="start-learning">
            {progress?.completedLessons ? t('courses.continue') : t('courses.start')}
          </Link>
        </>
      ) : pricing.isFree ? (
        <button type="button" onClick={enrol} disabled={busy} className="btn-primary w-full" data-testid="enrol-button">
          {t('courses.enrol')}
        </button>
      ) : (
        <button type="button" className="btn-primary w-full" data-testid="course-add-to-cart" onClick={addToCart} disabled={busy}>
          {t('courses.addToCart')}
        </button>
      )}
      {!user && !enrolled && pricing.isFree && <p className="text-xs text-fg-muted">{t('courses.signInToEnrol')}</p>}
      {error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
