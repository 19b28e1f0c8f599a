import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { Metadata, Sharp, SharpOptions } from 'sharp';

/**
 * sharp (libvips) is loaded on the first picture, not at start: it adds ~25 MB of resident memory
 * to every instance, and most never handle an upload (issue 19's memory budget).
 */
let sharpModule: Promise<typeof import('sharp')> | null = null;
async function sharp(input: Buffer, options?: SharpOptions): Promise<Sharp> {
  sharpModule ??= import('sharp');
  const { default: make } = await sharpModule;
  return make(input, options);
}

import type { FastifyBaseLogger } from 'fastify';
import type { Jobs } from '../jobs';
import type { Storage } from '../storage';

/**
 * The one image pipeline (decision 0111): every uploaded picture — product images, category and
 * brand pictures, profile pictures — is recognised from its own bytes (never its name or
 * content-type), checked against size and pixel limits before it is decoded (a decompression
 * bomb is refused from its header), decoded and re-encoded by sharp (metadata such as EXIF/GPS
 * dropped, orientation applied to the pixels), and stored; its responsive renditions are made by a
 * job (decision 0371).
 */

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

/** The file extension of the re-encoded original (and so its content-type when served). */
const ORIGINAL_EXT: Record<ImageFormat, 'jpg' | 'png' | 'webp'> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  // An AVIF original falls back to JPEG, a GIF to PNG (first frame): what every browser shows.
  avif: 'jpg',
  gif: 'png',
};

/** Widths of the responsive renditions (issue 12); none wider than the picture itself. */
export const IMAGE_WIDTHS = [320, 640, 1024, 1600] as const;
/** 25 MB: a phone photo is 3–8 MB. */
export const IMAGE_MAX_BYTES = 25 * 1024 * 1024;
/** 50 megapixels: an 8K frame is 33. A larger header is refused before anything is decoded. */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** The fallback original is kept at most this wide. */
const ORIGINAL_MAX_SIDE = 2560;

/** Why an upload is refused; the key is a field message of the core catalogue. */
export class ImageRejected extends Error {
  constructor(
    readonly key: 'image.type' | 'image.size' | 'image.pixels' | 'image.dimensions',
    readonly params: Record<string, number> = {},
  ) {
    super(key);
    this.name = 'ImageRejected';
  }
}

/** The format from the file's first bytes, or null for anything that is not one of ours (SVG, HTML, PDF…). */
export function detectFormat(b: Buffer): ImageFormat | null {
  if (b.length < 12) return null;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (b.toString('latin1', 0, 6) === 'GIF87a' || b.toString('latin1', 0, 6) === 'GIF89a') return 'gif';
  if (b.toString('latin1', 4, 8) === 'ftyp') {
    const brand = b.toString('latin1', 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
  }
  return null;
}

export interface ImageLimits {
  maxBytes?: number;
  maxPixels?: number;
  /** Formats accepted (all by default). */
  formats?: readonly ImageFormat[];
  minSide?: number;
  maxSide?: number;
}

export interface CheckedImage {
  format: ImageFormat;
  /** After orientation: what a viewer shows. */
  width: number;
  height: number;
}

/** Recognises and measures a picture from its header only: nothing is decoded yet. */
export async function checkImage(bytes: Buffer, limits: ImageLimits = {}): Promise<CheckedImage> {
  const maxBytes = limits.maxBytes ?? IMAGE_MAX_BYTES;
  if (bytes.length > maxBytes) throw new ImageRejected('image.size', { max: Math.round(maxBytes / 1024 / 1024) });
  const format = detectFormat(bytes);
  if (!format || (limits.formats && !limits.formats.includes(format))) throw new ImageRejected('image.type');
  let meta: Metadata;
  try {
    meta = await (await sharp(bytes, { limitInputPixels: false })).metadata();
  } catch {
    throw new ImageRejected('image.type');
  }
  if (!meta.width || !meta.height || meta.format !== (format === 'avif' ? 'heif' : format)) throw new ImageRejected('image.type');
  const maxPixels = limits.maxPixels ?? IMAGE_MAX_PIXELS;
  if (meta.width * meta.height > maxPixels) throw new ImageRejected('image.pixels', { max: Math.floor(maxPixels / 1e6) });
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = rotated ? meta.height : meta.width;
  const height = rotated ? meta.width : meta.height;
  const { minSide = 1, maxSide = Number.POSITIVE_INFINITY } = limits;
  if ([width, height].some((s) => s < minSide || s > maxSide)) {
    throw new ImageRejected('image.dimensions', { min: minSide, max: Number.isFinite(maxSide) ? maxSide : 0 });
  }
  return { format, width, height };
}

async function decoder(bytes: Buffer, maxPixels: number) {
  // failOn 'error': a truncated or corrupt file is refused rather than stored half grey.
  return (await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error', animated: false })).rotate();
}

/** The picture re-encoded in its own format family: no metadata, orientation applied. */
export async function reencode(
  bytes: Buffer,
  checked: CheckedImage,
  maxPixels = IMAGE_MAX_PIXELS,
): Promise<{ data: Buffer; ext: 'jpg' | 'png' | 'webp'; width: number; height: number }> {
  const ext = ORIGINAL_EXT[checked.format];
  let img = await decoder(bytes, maxPixels);
  if (Math.max(checked.width, checked.height) > ORIGINAL_MAX_SIDE) {
    img = img.resize({ width: ORIGINAL_MAX_SIDE, height: ORIGINAL_MAX_SIDE, fit: 'inside' });
  }
  img = ext === 'jpg' ? img.jpeg({ quality: 85, mozjpeg: true }) : ext === 'png' ? img.png() : img.webp({ quality: 85 });
  try {
    const { data, info } = await img.toBuffer({ resolveWithObject: true });
    return { data, ext, width: info.width, height: info.height };
  } catch {
    throw new ImageRejected('image.type');
  }
}

/** Where the renditions of one stored image are and what they are (product_images.sources). */
export interface ImageSources {
  /** URL folder holding `<width>.webp`, `<width>.avif` and `original.<ext>`. */
  base: string;
  widths: number[];
  formats: ('avif' | 'webp')[];
  original: string;
  width: number;
  height: number;
}

export interface StoredImage {
  /** The fallback original's URL. */
  url: string;
  width: number;
  height: number;
  sources: ImageSources;
}

/** The widths of the renditions of an original `width` pixels wide: none wider than the picture itself. */
export function renditionWidths(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width);
  // Always at least one rendition, at the picture's own width when it is narrower than 320.
  if (widths.length === 0 || width <= ORIGINAL_MAX_SIDE) widths.push(Math.min(width, 1600));
  return [...new Set(widths)].sort((a, b) => a - b);
}

/** The job kind that writes an image's renditions (decision 0371). */
export const IMAGE_VARIANTS_JOB = 'image variants';

/** What storing a picture needs: the shop's storage and its job queue (a FastifyInstance has both). */
export interface ImageStore {
  storage: Storage;
  jobs: Pick<Jobs, 'enqueue'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Where an upload whose renditions are not all written yet leaves a marker (`pending/<folder>`,
 * holding the time it was stored): without Redis a job dies with its process, and with a CDN in
 * front of the bucket no request for a missing rendition reaches an instance to queue it again —
 * the sweep (`sweepPendingVariants`) queues the jobs whose marker has been left too long.
 */
const PENDING_PREFIX = 'pending/';
/** How long a marker may wait before the sweep queues its job again (a live job finishes in seconds). */
export const PENDING_VARIANTS_AFTER_MS = 2 * 60_000;

/** Queues the renditions of the image in `folder` (`images/<area>/<id>`); a job already waiting for it is not queued twice. */
export async function queueVariants(store: ImageStore, folder: string): Promise<void> {
  await store.jobs
    .enqueue(IMAGE_VARIANTS_JOB, { folder }, { key: folder })
    // The upload is kept: the first request for a missing rendition queues it again (plugins/static.ts).
    .catch((err: unknown) => store.log.warn({ err, folder }, 'image variants not queued'));
}

/** Marks the image in `folder` as waiting for its renditions (swept if its job is lost), then queues them. */
async function queueNewVariants(store: ImageStore, folder: string): Promise<void> {
  await store.storage.put(`${PENDING_PREFIX}${folder}`, Buffer.from(String(Date.now())));
  await queueVariants(store, folder);
}

/**
 * Checks, re-encodes and writes one picture under `images/<area>/<random id>/` of the shop's
 * storage (lib/storage: the data folder or a bucket; served immutable: a name is never reused),
 * and queues its responsive renditions as a job (decision 0371): the upload answers once the
 * checked, re-encoded original is stored; until a rendition exists, its address answers with the
 * original (plugins/static.ts).
 */
export async function storeImage(store: ImageStore, area: string, bytes: Buffer, limits: ImageLimits = {}): Promise<StoredImage> {
  const checked = await checkImage(bytes, limits);
  const maxPixels = limits.maxPixels ?? IMAGE_MAX_PIXELS;
  const original = await reencode(bytes, checked, maxPixels);
  const folder = `images/${area}/${randomBytes(12).toString('hex')}`;
  await store.storage.put(`${folder}/original.${original.ext}`, original.data);
  await queueNewVariants(store, folder);
  const base = store.storage.url(folder);
  return {
    url: `${base}/original.${original.ext}`,
    width: original.width,
    height: original.height,
    sources: {
      base,
      widths: renditionWidths(original.width),
      formats: ['avif', 'webp'],
      original: `original.${original.ext}`,
      width: original.width,
      height: original.height,
    },
  };
}

/** The key of the original in an image folder's listing, or null when it is gone. */
function originalIn(objects: readonly { key: string }[]): string | null {
  return objects.find((o) => /\/original\.(?:jpg|png|webp)$/.test(o.key))?.key ?? null;
}

/**
 * The image variants job: writes the renditions of the image in `folder` that are missing (WebP
 * and AVIF at each of `renditionWidths`). Idempotent: a retry, a second run or a takeover after
 * an instance died writes only what is still missing; every object is written whole. If the
 * picture was deleted meanwhile, whatever this run wrote is deleted too.
 */
export async function makeVariants(storage: Storage, folder: string): Promise<{ written: number }> {
  const done = async (written: number) => {
    await storage.delete(`${PENDING_PREFIX}${folder}`);
    return { written };
  };
  const objects = await storage.list(`${folder}/`);
  const originalKey = originalIn(objects);
  if (!originalKey) return done(0);
  const have = new Set(objects.map((o) => o.key));
  const stored = await storage.get(originalKey);
  if (!stored) return done(0);
  const source = await sharp(await buffer(stored.body));
  const { width } = await source.metadata();
  let written = 0;
  for (const w of renditionWidths(width ?? 1)) {
    const resized = source.clone().resize({ width: w, withoutEnlargement: true });
    const encoders = {
      webp: () => resized.clone().webp({ quality: 80 }).toBuffer(),
      avif: () => resized.clone().avif({ quality: 55, effort: 2 }).toBuffer(),
    };
    for (const format of ['webp', 'avif'] as const) {
      const key = `${folder}/${w}.${format}`;
      if (have.has(key)) continue;
      await storage.put(key, await encoders[format]());
      written++;
    }
  }
  if (written && !(await storage.head(originalKey))) await storage.deletePrefix(`${folder}/`);
  return done(written);
}

/**
 * Queues again the variants jobs of the uploads whose marker is older than `olderThanMs` (their
 * job was lost with its process, or is failing); returns their folders. A job still running
 * elsewhere is harmless to queue twice: `makeVariants` writes only what is missing.
 */
export async function sweepPendingVariants(store: ImageStore, olderThanMs = PENDING_VARIANTS_AFTER_MS): Promise<string[]> {
  const queued: string[] = [];
  for (const { key } of await store.storage.list(PENDING_PREFIX)) {
    const stored = await store.storage.get(key);
    if (!stored) continue;
    const at = Number((await buffer(stored.body)).toString('utf8'));
    if (Number.isFinite(at) && Date.now() - at < olderThanMs) continue;
    const folder = key.slice(PENDING_PREFIX.length);
    await queueVariants(store, folder);
    queued.push(folder);
  }
  return queued;
}

/**
 * A rendition address of the pipeline whose file is not there yet: the original's address, with
 * the variants job queued again (deduplicated) — so an upload whose job was lost (an instance
 * stopped mid-way without Redis) still gets its renditions. Null for any other address.
 */
export async function pendingRendition(store: ImageStore, key: string): Promise<string | null> {
  const m = /^(images\/[a-z-]{1,30}\/[0-9a-f]{24})\/\d{1,4}\.(?:webp|avif)$/.exec(key);
  if (!m) return null;
  const folder = m[1]!;
  const originalKey = originalIn(await store.storage.list(`${folder}/`));
  if (!originalKey) return null;
  await queueVariants(store, folder);
  return store.storage.url(originalKey);
}

/** `srcset` of one format: "…/320.webp 320w, …/640.webp 640w". */
export function srcset(sources: ImageSources, format: 'avif' | 'webp'): string {
  return sources.widths.map((w) => `${sources.base}/${w}.${format} ${w}w`).join(', ');
}

/** The storage folder (`images/<area>/<id>/`) of an image this pipeline stored, from its URL; null for any other address. */
export function storedImageFolder(storage: Storage, url: string): string | null {
  const key = storage.keyOf(url);
  const m = key ? /^images\/([a-z-]{1,30})\/([0-9a-f]{24})\/original\.(?:jpg|png|webp)$/.exec(key) : null;
  return m ? `images/${m[1]!}/${m[2]!}/` : null;
}

/** Deletes a stored image (all its renditions); other addresses are left alone. */
export async function removeStoredImage(storage: Storage, url: string): Promise<void> {
  const folder = storedImageFolder(storage, url);
  if (folder) await storage.deletePrefix(folder);
}

/**
 * A copy of a stored image under a new name (a duplicated product must not share files that
 * deleting either product removes). Other addresses are shared as they are: nothing deletes them.
 */
export async function copyStoredImage(
  store: ImageStore,
  url: string,
  sources: ImageSources | null,
): Promise<{ url: string; sources: ImageSources | null }> {
  const { storage } = store;
  const folder = storedImageFolder(storage, url);
  const key = storage.keyOf(url);
  if (!folder || !key) return { url, sources };
  const target = `${folder.slice(0, folder.slice(0, -1).lastIndexOf('/') + 1)}${randomBytes(12).toString('hex')}/`;
  try {
    for (const o of await storage.list(folder)) {
      const object = await storage.get(o.key);
      if (object) await storage.put(target + o.key.slice(folder.length), await buffer(object.body));
    }
  } catch (error) {
    await storage.deletePrefix(target).catch(() => {});
    throw error;
  }
  // The source's renditions may not all be made yet: the copy gets its own job (a no-op when complete).
  await queueNewVariants(store, target.slice(0, -1));
  const base = storage.url(target.slice(0, -1));
  return { url: storage.url(target + key.slice(folder.length)), sources: sources ? { ...sources, base } : null };
}
