import type { ImageFormat } from './image-probe';

/**
 * The picture without its metadata: a phone photo's EXIF block holds where and when it was taken
 * (GPS), the device and sometimes a thumbnail of the uncropped original — none of which a profile
 * picture should publish. Only metadata containers are dropped; the pixels and the colour profile
 * are copied byte for byte. Input is an image `probeImage` already recognised; anything it cannot
 * walk is returned as it came (it was already checked to be a picture of that format).
 */
export function stripMetadata(bytes: Buffer, format: ImageFormat): Buffer {
  if (format === 'jpeg') return stripJpeg(bytes) ?? bytes;
  if (format === 'png') return stripPng(bytes) ?? bytes;
  return stripWebp(bytes) ?? bytes;
}

/** APP1 (EXIF, XMP), APP3–APP13, APP15 and comments go; APP0 (JFIF), APP2 (ICC) and APP14 (Adobe colour) stay. */
function dropJpegSegment(marker: number): boolean {
  return marker === 0xfe || marker === 0xe1 || (marker >= 0xe3 && marker <= 0xef && marker !== 0xee);
}

function stripJpeg(b: Buffer): Buffer | null {
  const kept: Buffer[] = [b.subarray(0, 2)];
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] as number;
    // Start of scan: the compressed picture follows to the end.
    if (marker === 0xda) {
      kept.push(b.subarray(i));
      return Buffer.concat(kept);
    }
    const end = i + 2 + b.readUInt16BE(i + 2);
    if (end > b.length) return null;
    if (!dropJpegSegment(marker)) kept.push(b.subarray(i, end));
    i = end;
  }
  return null;
}

const PNG_METADATA = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

function stripPng(b: Buffer): Buffer | null {
  const kept: Buffer[] = [b.subarray(0, 8)];
  let i = 8;
  while (i + 12 <= b.length) {
    const end = i + 12 + b.readUInt32BE(i);
    if (end > b.length) return null;
    if (!PNG_METADATA.has(b.toString('latin1', i + 4, i + 8))) kept.push(b.subarray(i, end));
    if (b.toString('latin1', i + 4, i + 8) === 'IEND') return Buffer.concat(kept);
    i = end;
  }
  return null;
}

/** Extended WebP keeps EXIF and XMP in chunks of their own, announced by two VP8X flags. */
function stripWebp(b: Buffer): Buffer | null {
  if (b.toString('latin1', 12, 16) !== 'VP8X') return null;
  const kept: Buffer[] = [];
  let i = 12;
  while (i + 8 <= b.length) {
    const size = b.readUInt32LE(i + 4);
    const end = i + 8 + size + (size % 2);
    if (end > b.length) return null;
    const type = b.toString('latin1', i, i + 4);
    if (type !== 'EXIF' && type !== 'XMP ') kept.push(b.subarray(i, end));
    i = end;
  }
  const body = Buffer.concat(kept);
  // VP8X flags: bit 3 EXIF, bit 2 XMP.
  body[8] = (body[8] as number) & ~0x0c;
  const header = Buffer.from(b.subarray(0, 12));
  header.writeUInt32LE(body.length + 4, 4);
  return Buffer.concat([header, body]);
}
