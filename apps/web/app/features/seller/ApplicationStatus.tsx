import type { SellerApplication } from '@sen/core/sellers/index';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { badge } from '../admin/kit/classes';
import { useT } from '../i18n/LanguageProvider';
import { ShopLogoForm } from './ShopLogoForm';

const TONE = {
  pending: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  approved: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  rejected: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  suspended: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
} as const;

/** A seller's status as a coloured badge (the seller area and the admin's seller screens). */
export function ApplicationStatusBadge({ status }: { status: SellerApplication['status'] }) {
  const t = useT();
  return (
    <span className={clsx(badge, TONE[status])} data-testid="seller-status-badge" data-status={status}>
      {t(`seller.status.${status}`)}
    </span>
  );
}

/** Where the application stands, the shop's note, and the way on (issue 18). */
export function ApplicationStatus({ application }: { application: SellerApplication }) {
  const t = useT();
  const { status } = application;
  return (
    <section className="rounded-2xl border border-line bg-surface p-5 shadow-sm" data-testid="seller-status">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-bold text-fg">{t('seller.status.title')}</h2>
        <ApplicationStatusBadge status={status} />
      </div>
      <p className="mt-2 text-fg-muted">{t(`seller.status.${status}Lead`, { shop: application.shopName })}</p>
      {application.reviewNote && status !== 'approved' && (
        <p className="mt-3 rounded-lg bg-muted p-3 text-sm text-fg" data-testid="seller-review-note">
          <strong>{t('seller.status.note')}:</strong> {application.reviewNote}
        </p>
      )}
      {status === 'approved' && (
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/seller/products" className="btn-primary" data-testid="seller-open">
            {t('seller.status.open')}
          </Link>
          <Link to={`/shops/${application.slug}`} className="btn-secondary">
            {t('seller.status.shopPage')}
          </Link>
        </div>
      )}
      {status === 'approved' && (
        <div className="mt-5">
          <ShopLogoForm application={application} />
        </div>
      )}
    </section>
  );
}
