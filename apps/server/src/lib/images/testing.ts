/* Multipart bodies and pictures for API tests (imported by *.test.ts only). */
import { randomBytes } from 'node:crypto';

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
