import type { FieldMessageKey } from '@sen/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/http';
import { fieldError } from '../../lib/multipart';

/** Lesson videos are read whole into memory before storing (Storage.put takes a buffer): kept modest (decision 0300). */
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * What the bytes say the video is, whatever its name or declared type: an ISO media file
 * (MP4: a `ftyp` box at offset 4 with an MP4-family brand) or Matroska/WebM (the EBML header
 * with DocType "webm"). Anything else is refused.
 */
export function sniffVideo(b: Buffer): 'video/mp4' | 'video/webm' | null {
  if (b.length >= 12 && b.toString('latin1', 4, 8) === 'ftyp') {
    const brand = b.toString('latin1', 8, 12);
    if (/^(isom|iso[2-9]|mp4[12]|avc1|M4V |mmp4|dash|msnv|f4v )$/.test(brand)) return 'video/mp4';
    return null;
  }
  if (b.length >= 4 && b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) {
    // DocType element (0x4282) within the EBML header names the format.
    const head = b.subarray(0, Math.min(b.length, 64));
    const at = head.indexOf(Buffer.from([0x42, 0x82]));
    if (at >= 0 && head.subarray(at + 3, at + 7).toString('latin1') === 'webm') return 'video/webm';
    return null;
  }
  return null;
}

export interface OneFile {
  bytes: Buffer;
  filename: string;
  mimetype: string;
}

/** The one file of a multipart request in `field`, bounded by `max` bytes. */
export async function readOneFile(
  req: FastifyRequest,
  field: string,
  max: number,
  tooLarge: FieldMessageKey,
  missing: FieldMessageKey,
): Promise<Buffer>;
export async function readOneFile(
  req: FastifyRequest,
  field: string,
  max: number,
  tooLarge: FieldMessageKey,
  missing: FieldMessageKey,
  withName: true,
): Promise<OneFile>;
export async function readOneFile(
  req: FastifyRequest,
  field: string,
  max: number,
  tooLarge: FieldMessageKey,
  missing: FieldMessageKey,
  withName?: boolean,
): Promise<Buffer | OneFile> {
  if (!req.isMultipart()) throw fieldError(req, field, missing);
  let found: OneFile | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: max, files: 1 } })) {
      if (part.type === 'field') continue;
      if (part.fieldname !== field) {
        part.file.resume();
        throw fieldError(req, part.fieldname, 'unknown_field');
      }
      const bytes = await part.toBuffer();
      if (bytes.length === 0) continue;
      found = { bytes, filename: part.filename ?? '', mimetype: part.mimetype ?? '' };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(req, field, tooLarge, { max: Math.round(max / 1024 / 1024) });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw fieldError(req, field, 'image.count', { max: 1 });
    req.log.info({ err: error }, 'unreadable multipart upload');
    throw new AppError(400, 'BAD_REQUEST');
  }
  if (!found) throw fieldError(req, field, missing);
  return withName ? found : found.bytes;
}
