import type { NotificationList } from '@sen/core';
import { useState } from 'react';
import { Spinner } from '../auth/fields';
import { BellIcon } from '../auth/icons';
import { useT } from '../i18n/LanguageProvider';
import { AccountShell } from './AccountShell';
import { NotificationItem } from './NotificationItem';
import { useNotifications } from './use-notifications';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The full list (account page and admin "View all notifications"): filter, pages, read and dismiss. */
export function NotificationsList({ initial }: { initial: NotificationList | null }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const { list, loading, markRead, markAllRead, dismiss } = useNotifications(
    { page, limit: NOTIFICATIONS_PAGE_SIZE, unread: unreadOnly || undefined },
    initial,
  );
  const totalPages = list?.pagination.totalPages ?? 1;
  const tab = (on: boolean) =>
    `rounded-full px-3.5 py-1.5 text-sm font-medium transition ${on ? 'bg-brand-600 text-white' : 'bg-muted text-fg hover:bg-line'}`;

  return (
    <div className="rounded-2xl border border-line bg-surface shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line p-4">
        <div className="flex gap-2">
          <button
            type="button"
            className={tab(!unreadOnly)}
            aria-pressed={!unreadOnly}
            onClick={() => {
              setUnreadOnly(false);
              setPage(1);
            }}
          >
            {t('notifications.all')}
          </button>
          <button
            type="button"
            className={tab(unreadOnly)}
            aria-pressed={unreadOnly}
            onClick={() => {
              setUnreadOnly(true);
              setPage(1);
            }}
          >
            {t('notifications.unreadOnly', { count: list?.unreadCount ?? 0 })}
          </button>
        </div>
        <button
          type="button"
          onClick={() => void markAllRead()}
          disabled={!list?.unreadCount}
          className="text-sm font-medium text-brand-700 hover:underline disabled:cursor-not-allowed disabled:opacity-50 dark:text-brand-300"
        >
          {t('notifications.markAllRead')}
        </button>
      </div>
      {list === null || (loading && list.items.length === 0) ? (
        <p className="flex items-center gap-3 p-8 text-fg-muted" role="status">
          <Spinner />
          {t('common.loading')}
        </p>
      ) : list.items.length === 0 ? (
        <div className="p-10 text-center">
          <BellIcon size={36} className="mx-auto text-fg-muted" />
          <p className="mt-3 text-fg-muted">{t('notifications.empty')}</p>
        </div>
      ) : (
        <ul className="divide-y divide-line p-2" aria-busy={loading}>
          {list.items.map((n) => (
            <li key={n.id}>
              <NotificationItem notification={n} onRead={markRead} onDismiss={dismiss} />
            </li>
          ))}
        </ul>
      )}
      {totalPages > 1 && (
        <nav className="flex items-center justify-between border-t border-line p-4 text-sm" aria-label={t('notifications.pages')}>
          <button
            type="button"
            className="font-medium text-fg disabled:opacity-40"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          >
            {t('notifications.previous')}
          </button>
          <span className="text-fg-muted">{t('notifications.pageOf', { page, total: totalPages })}</span>
          <button
            type="button"
            className="font-medium text-fg disabled:opacity-40"
            disabled={page >= totalPages}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('notifications.next')}
          </button>
        </nav>
      )}
    </div>
  );
}

/** /notifications */
export function NotificationsPage({ data }: { data: NotificationList }) {
  const t = useT();
  return (
    <AccountShell title={t('account.nav.notifications')}>
      <NotificationsList initial={data} />
    </AccountShell>
  );
}
