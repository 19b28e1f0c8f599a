import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { NotificationItem } from '../account/NotificationItem';
import { useNotifications } from '../account/use-notifications';
import { BellIcon } from '../auth/icons';
import { useT } from '../i18n/LanguageProvider';

/**
 * Spec 1 "Admin shell": the bell with the unread badge; mark one or all read, dismiss,
 * "View all notifications", and "No notifications" when empty. Real data: /me/notifications.
 */
export function NotificationsDropdown() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const { list, markRead, markAllRead, dismiss, reload } = useNotifications({ limit: 10 });
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const unread = list?.unreadCount ?? 0;

  useEffect(() => {
    if (!open) return;
    void reload();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, reload]);

  const label = unread > 0 ? t('notifications.withCount', { count: unread }) : t('notifications.title');
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        className="icon-button relative"
        data-testid="admin-notifications"
      >
        <BellIcon size={20} />
        {unread > 0 && (
          <span
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-surface"
            data-testid="unread-badge"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <section
          id={panelId}
          aria-label={t('notifications.title')}
          className="animate-pop-in fixed inset-x-2 top-16 z-50 flex max-h-[70dvh] flex-col rounded-2xl border border-line bg-surface shadow-2xl sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
        >
          <header className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
            <h2 className="font-semibold text-fg">{t('notifications.title')}</h2>
            <button
              type="button"
              onClick={() => void markAllRead()}
              disabled={unread === 0}
              className="text-sm font-medium text-brand-700 hover:underline disabled:cursor-not-allowed disabled:opacity-50 dark:text-brand-300"
            >
              {t('notifications.markAllRead')}
            </button>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto p-1.5">
            {list === null ? (
              <p className="p-6 text-center text-sm text-fg-muted">{t('common.loading')}</p>
            ) : list.items.length === 0 ? (
              <p className="p-8 text-center text-sm text-fg-muted" data-testid="notifications-empty">
                {t('notifications.empty')}
              </p>
            ) : (
              <ul>
                {list.items.map((n) => (
                  <li key={n.id}>
                    <NotificationItem
                      notification={n}
                      onRead={markRead}
                      onDismiss={dismiss}
                      onNavigate={() => setOpen(false)}
                      compact
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <footer className="border-t border-line p-2">
            <Link
              to="/admin/notifications"
              onClick={() => setOpen(false)}
              className="block rounded-lg px-3 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-muted dark:text-brand-300"
            >
              {t('notifications.viewAll')}
            </Link>
          </footer>
        </section>
      )}
    </div>
  );
}
