/*
 * The shop's clock: Vietnam, UTC+7 all year (no daylight saving). Every rule that depends on the
 * shop's day or hour (store hours, chat hours, order codes, course dates) reads it from here.
 */

/** The shop's time zone offset: Vietnam, UTC+7. */
export const SHOP_UTC_OFFSET_MINUTES = 7 * 60;

/** `now` shifted to the shop's wall clock: read it with the getUTC… methods. */
export function shopLocal(now: Date | number): Date {
  return new Date((typeof now === 'number' ? now : now.getTime()) + SHOP_UTC_OFFSET_MINUTES * 60_000);
}

/** Minutes since midnight and the weekday index (0 = Monday) in the shop's time zone. */
export function shopClock(now: Date): { day: number; minutes: number } {
  const local = shopLocal(now);
  return { day: (local.getUTCDay() + 6) % 7, minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** "08:30" → 510. */
export const hhmmMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const locale = (lang: string) => (lang === 'vi' ? 'vi-VN' : lang === 'en' ? 'en-GB' : lang);

/** A time as the shop counts it (Vietnam, "14:05 21/07/2026"), the same on the server and in the browser. */
export function formatShopTime(iso: string, lang: string): string {
  return new Date(iso).toLocaleString(locale(lang), {
    timeZone: 'Asia/Ho_Chi_Minh',
    hour: '2-digit',
    minute: '2-digit',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
}

/** A day as the shop counts it (Vietnam, "21/07/2026"). */
export function formatShopDate(iso: string, lang: string): string {
  return new Date(iso).toLocaleDateString(locale(lang), {
    timeZone: 'Asia/Ho_Chi_Minh',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
}
