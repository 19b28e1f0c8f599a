import path from 'node:path';

/** The URL prefix every backend answers at (plugins/static.ts). */
export const UPLOADS_PREFIX = '/uploads/';

/**
 * A key we accept: slash-separated names of URL-safe characters, none hidden (a leading dot is
 * a file being written) and no `.`/`..` segment — never a path someone typed that leaves the folder.
 */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split('/').every((s) => /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/.test(s));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.csv': 'text/csv; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
};

/** The content-type served for a key, from its extension (what @fastify/static does for the local folder). */
export function contentTypeOf(key: string): string {
  return TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** The key behind `url` when it starts with one of `prefixes`; null otherwise. */
export function keyFromUrl(url: string, prefixes: readonly string[]): string | null {
  for (const prefix of prefixes) {
    if (!url.startsWith(prefix)) continue;
    const key = url.slice(prefix.length);
    return isValidKey(key) ? key : null;
  }
  return null;
}
