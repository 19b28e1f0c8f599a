/* Multipart bodies and pictures for API tests (imported by *.test.ts only). */
import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { Storage } from '../storage';
import { renditionWidths, storedImageFolder } from '.';

export { jpegImage, pngImage, webpImage } from '../../modules/me/test-images';

export interface Part {
  field: string;
  /** A text field instead of a file. */
  value?: string;
  filename?: string;
  type?: string;
  bytes?: Buffer;
}

/** A multipart/form-data body as a browser sends it. */
export function formData(parts: Part[]) {
  const boundary = `----sen${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition =
      p.value !== undefined
        ? `form-data; name="${p.field}"`
        : `form-data; name="${p.field}"; filename="${p.filename ?? 'photo.png'}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.value === undefined ? `Content-Type: ${p.type ?? 'image/png'}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      p.value !== undefined ? Buffer.from(p.value) : (p.bytes ?? Buffer.alloc(0)),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Text fields of an object as parts. */
export function fields(values: Record<string, string>): Part[] {
  return Object.entries(values).map(([field, value]) => ({ field, value }));
}

/** A PNG whose header claims `width`×`height`: a decompression bomb as far as a reader of headers knows. */
export function pngClaiming(png: Buffer, width: number, height: number): Buffer {
  const bytes = Buffer.from(png);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

/**
 * Waits until the image variants job (decision 0371), which runs beside the upload request, has
 * written every rendition of the stored image at `url`; resolves to the keys in its folder.
 */
export async function variantsMade(storage: Storage, url: string, ms = 30_000): Promise<string[]> {
  const folder = storedImageFolder(storage, url);
  if (!folder) throw new Error(`${url} is not a stored image`);
  const stored = await storage.get(storage.keyOf(url)!);
  if (!stored) throw new Error(`${url} is not there`);
  const { width } = await sharp(await buffer(stored.body)).metadata();
  const expected = 1 + 2 * renditionWidths(width).length;
  const end = Date.now() + ms;
  for (;;) {
    const keys = (await storage.list(folder)).map((o) => o.key);
    if (keys.length >= expected) return keys;
    if (Date.now() > end) throw new Error(`renditions of ${url} not made: ${keys.join(', ')}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
