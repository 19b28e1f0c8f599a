/** A time as the shop counts it (Vietnam, "14:05 21/07/2026"), the same on the server and in the browser. */
export function formatShopTime(iso: string, lang: string): string {
  return new Date(iso).toLocaleString(lang === 'vi' ? 'vi-VN' : lang === 'en' ? 'en-GB' : lang, {
    timeZone: 'Asia/Ho_Chi_Minh',
    hour: '2-digit',
    minute: '2-digit',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
}
