/** C0 controls, space and DEL: what a browser trims from the ends of a URL (space excepted inside). */
const isControlOrSpace = (code: number) => code <= 0x20 || code === 0x7f;

/**
 * The return path of a `redirectTo`/`next` parameter, or `fallback` when it could lead off the
 * site. The value is first normalised the way a browser reads a URL (WHATWG URL parser): tab,
 * CR and LF are removed anywhere, control characters and spaces at the ends, and `\` counts as
 * `/`; so `/\t/evil.example` is `//evil.example` and is refused. Only a path on this site is
 * kept: it starts with one `/`, not `//` (another host), has no control character left, and
 * parses to this origin with its dot segments resolved. The answer is percent-encoded, so it is
 * also safe in a `Location` header.
 */
export function safeReturnPath(target: string | null | undefined, fallback = '/'): string {
  if (typeof target !== 'string') return fallback;
  let start = 0;
  let end = target.length;
  while (start < end && isControlOrSpace(target.charCodeAt(start))) start++;
  while (end > start && isControlOrSpace(target.charCodeAt(end - 1))) end--;
  const cleaned = target
    .slice(start, end)
    .replace(/[\t\n\r]/g, '')
    .replace(/\\/g, '/');
  if (!cleaned.startsWith('/') || cleaned.startsWith('//')) return fallback;
  for (let i = 0; i < cleaned.length; i++) {
    const code = cleaned.charCodeAt(i);
    if (code !== 0x20 && isControlOrSpace(code)) return fallback;
  }
  const base = 'http://sen.invalid';
  let url: URL;
  try {
    url = new URL(cleaned, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments resolve: `/.//evil.example` becomes `//evil.example`, another host again.
  return path.startsWith('//') ? fallback : path;
}
