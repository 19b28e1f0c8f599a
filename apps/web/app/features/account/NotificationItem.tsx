import type { Notification, NotificationType } from '@sen/core';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleAlertIcon, CircleCheckIcon, InfoIcon, TriangleAlertIcon } from '../auth/icons';
import { useLanguage, useT } from '../i18n/LanguageProvider';
import { CheckIcon, CloseIcon } from '../ui/icons';

const TYPES: Record<NotificationType, { icon: ReactNode; className: string }> = {
  info: { icon: <InfoIcon size={18} />, className: 'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300' },
  success: {
    icon: <CircleCheckIcon size={18} />,
    className: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
  },
  warning: {
    icon: <TriangleAlertIcon size={18} />,
    className: 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
  },
  error: { icon: <CircleAlertIcon size={18} />, className: 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300' },
};

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "3 minutes ago" in the page language. */
export function useRelativeTime(): (iso: string) => string {
  const { lang } = useLanguage();
  return (iso) => {
    const seconds = Math.round((Date.parse(iso) - Date.now()) / 1000);
    const format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
    for (const [unit, size] of UNITS) if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
    return format.format(0, 'second');
  };
}

interface Props {
  notification: Notification;
  onRead: (n: Notification) => void;
  onDismiss: (n: Notification) => void;
  /** Called after following the notification's link (e.g. to close a dropdown). */
  onNavigate?: () => void;
  compact?: boolean;
}

/** One notification: type icon, title, message, time, unread dot, mark-read and dismiss buttons. */
export function NotificationItem({ notification: n, onRead, onDismiss, onNavigate, compact }: Props) {
  const t = useT();
  const ago = useRelativeTime();
  const type = TYPES[n.type] ?? TYPES.info;
  const title = <span className="font-semibold text-fg">{n.title}</span>;
  return (
    <div
      className={clsx('group flex gap-3 rounded-xl', compact ? 'p-2.5' : 'p-4', !n.read && 'bg-brand-50/60 dark:bg-brand-950/30')}
      data-testid="notification"
      data-read={n.read}
    >
      <span
        className={clsx('flex size-9 shrink-0 items-center justify-center rounded-full', type.className)}
        title={t(`notifications.type.${n.type}`)}
      >
        {type.icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-start gap-2 text-sm">
          {n.link ? (
            <Link
              to={n.link}
              className="hover:underline"
              onClick={() => {
                onRead(n);
                onNavigate?.();
              }}
            >
              {title}
            </Link>
          ) : (
            title
          )}
          {!n.read && (
            <>
              <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600" />
              <span className="sr-only">{t('notifications.unread')}</span>
            </>
          )}
        </p>
        <p className={clsx('mt-0.5 text-sm text-fg-muted', compact && 'line-clamp-2')}>{n.message}</p>
        <p className="mt-1 text-xs text-fg-muted">
          <time dateTime={n.time} suppressHydrationWarning>
            {ago(n.time)}
          </time>
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-1">
        {!n.read && (
          <button
            type="button"
            onClick={() => onRead(n)}
            aria-label={t('notifications.markRead', { title: n.title })}
            title={t('notifications.markReadShort')}
            className="inline-flex size-8 items-center justify-center rounded-lg text-fg-muted hover:bg-muted hover:text-fg"
          >
            <CheckIcon size={16} />
          </button>
        )}
        <button
          type="button"
          onClick={() => onDismiss(n)}
          aria-label={t('notifications.dismiss', { title: n.title })}
          title={t('notifications.dismissShort')}
          className="inline-flex size-8 items-center justify-center rounded-lg text-fg-muted hover:bg-muted hover:text-fg"
        >
          <CloseIcon size={16} />
        </button>
      </div>
    </div>
  );
}
