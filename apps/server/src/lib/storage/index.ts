import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config';
import { localStorage } from './local';

/**
 * Where uploaded and generated files live (decision 0190): the data folder's `uploads` (default)
 * or an S3-compatible bucket. A key is the path under `/uploads/`, e.g. `images/products/<id>/640.webp`
 * or `avatars/<user>-<random>.jpg`; the image pipeline, avatars and the demo seed write through
 * this interface only, so two instances sharing a bucket serve each other's pictures.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Stores one object whole (readers never see it half written). */
  put(key: string, body: Buffer, opts?: { contentType?: string }): Promise<void>;
  /**
   * The object as a stream, or null when there is none. With `range` (inclusive byte offsets,
   * checked by the caller against `head`), only those bytes; `size` is still the whole object's.
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Size of an object, or null when there is none. */
  head(key: string): Promise<{ size: number } | null>;
  /** Deletes one object; an absent one is not an error. */
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (a folder: end it with `/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every object whose key starts with `prefix`, sorted by key. */
  list(prefix: string): Promise<ListedObject[]>;
  /** The address a browser fetches the object at: `/uploads/<key>`, or the CDN's with S3_PUBLIC_URL. */
  url(key: string): string;
  /** The key behind an address `url()` gave out (or a plain `/uploads/<key>`); null for any other address. */
  keyOf(url: string): string | null;
  /** Releases connections (the S3 client's sockets). */
  close(): Promise<void>;
}

export interface StoredObject {
  body: Readable;
  size: number;
  etag?: string;
  lastModified?: Date;
}

export interface ByteRange {
  start: number;
  end: number;
}

export interface ListedObject {
  key: string;
  size: number;
}

export { assertValidKey, contentTypeOf, isValidKey, keyFromUrl, UPLOADS_PREFIX } from './keys';

/** The storage `config` asks for. The S3 backend (and so the AWS SDK) is loaded only when a bucket is configured. */
export async function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Promise<Storage> {
  if (!config.s3) return localStorage(uploadsDir(config.dataDir));
  const { s3Storage } = await import('./s3');
  return s3Storage(config.s3);
}

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** Runs `fn` over `items` with at most `limit` at once. */
export async function eachLimit<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
