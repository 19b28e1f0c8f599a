import type { Notification, NotificationList } from '@sen/core';
import { accountApi, type NotificationQuery } from '@sen/core/api/account';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../api/browser-api';
import { errorText } from '../auth/errors';
import { useT } from '../i18n/LanguageProvider';
import { onLive } from '../realtime/live-events';
import { toast } from '../ui/toast';

/**
 * The signed-in user's notifications (GET /me/notifications) with mark-read, mark-all and
 * dismiss. Changes show at once and are undone if the server refuses.
 */
export function useNotifications(query: NotificationQuery, initial: NotificationList | null = null) {
  const t = useT();
  const [list, setList] = useState<NotificationList | null>(initial);
  const [loading, setLoading] = useState(initial === null);
  const queryKey = JSON.stringify(query);
  const first = useRef(true);
  const current = useRef(list);
  current.current = list;

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setList(await accountApi(api).notifications(JSON.parse(queryKey) as NotificationQuery));
    } catch (error) {
      console.warn('notifications unavailable', error);
    } finally {
      setLoading(false);
    }
  }, [queryKey]);

  useEffect(() => {
    // Server-rendered data is fresh for the first render; later query changes load again.
    if (first.current && initial) {
      first.current = false;
      return;
    }
    first.current = false;
    void load();
  }, [load, initial]);

  const optimistic = useCallback(
    async (change: (l: NotificationList) => NotificationList, call: () => Promise<unknown>) => {
      const before = current.current;
      if (before) setList(change(before));
      try {
        await call();
      } catch (error) {
        setList(before);
        toast.error(errorText(error, t));
      }
    },
    [t],
  );

  const markRead = useCallback(
    (n: Notification) =>
      n.read
        ? Promise.resolve()
        : optimistic(
            (l) => ({
              ...l,
              unreadCount: Math.max(0, l.unreadCount - 1),
              items: l.items.map((x) => (x.id === n.id ? { ...x, read: true } : x)),
            }),
            () => accountApi(api).markNotificationRead(n.id),
          ),
    [optimistic],
  );

  const markAllRead = useCallback(
    () =>
      optimistic(
        (l) => ({ ...l, unreadCount: 0, items: l.items.map((x) => ({ ...x, read: true })) }),
        () => accountApi(api).markAllNotificationsRead(),
      ),
    [optimistic],
  );

  const dismiss = useCallback(
    (n: Notification) =>
      optimistic(
        (l) => ({
          ...l,
          unreadCount: n.read ? l.unreadCount : Math.max(0, l.unreadCount - 1),
          items: l.items.filter((x) => x.id !== n.id),
          pagination: { ...l.pagination, totalCount: Math.max(0, l.pagination.totalCount - 1) },
        }),
        () => accountApi(api).dismissNotification(n.id),
      ),
    [optimistic],
  );

  // A new notification is pushed to the open page (decision 0230): read the list again.
  useEffect(() => onLive('notification', () => void load()), [load]);

  return { list, loading, reload: load, markRead, markAllRead, dismiss };
}
