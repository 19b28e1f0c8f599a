import { randomUUID } from 'node:crypto';
import type { NotificationType } from '@sen/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { parsePreferences } from '../auth/users';

/** Account events that leave a notification, in vi and en (the user's preferred language). */
const EVENTS = {
  welcome: {
    type: 'success',
    link: '/profile',
    vi: ['Chào mừng bạn đến với Sen', 'Tài khoản của bạn đã được tạo. Hãy xác minh email để bảo vệ tài khoản.'],
    en: ['Welcome to Sen', 'Your account is ready. Verify your email to keep it safe.'],
  },
  emailVerified: {
    type: 'success',
    link: '/profile',
    vi: ['Email đã được xác minh', 'Cảm ơn bạn đã xác minh địa chỉ email.'],
    en: ['Email verified', 'Thank you for confirming your email address.'],
  },
  passwordChanged: {
    type: 'warning',
    link: '/profile',
    vi: ['Mật khẩu đã được thay đổi', 'Nếu không phải bạn, hãy đặt lại mật khẩu ngay.'],
    en: ['Password changed', 'If this was not you, reset your password now.'],
  },
} as const satisfies Record<
  string,
  { type: NotificationType; link: string; vi: readonly [string, string]; en: readonly [string, string] }
>;

export type AccountEvent = keyof typeof EVENTS;

export async function notify(db: Kysely<Database>, userId: string, event: AccountEvent): Promise<void> {
  const user = await db.selectFrom('users').select('preferences').where('id', '=', userId).executeTakeFirst();
  if (!user) return;
  const e = EVENTS[event];
  const [title, message] = parsePreferences(user.preferences).language === 'vi' ? e.vi : e.en;
  await db
    .insertInto('notifications')
    .values({
      id: randomUUID(),
      user_id: userId,
      type: e.type,
      title,
      message,
      link: e.link,
      created_at: new Date().toISOString(),
      read_at: null,
      dismissed_at: null,
    })
    .execute();
}
