/**
 * What an uploaded picture really is, read from its own bytes: the client's file name and
 * content-type are never trusted. Only the three formats a profile picture may have are
 * recognised (JPEG, PNG, WebP); anything else — SVG, GIF, HTML, a PNG name on a text file —
 * is `null`. The header is parsed, not the whole image: enough to know the format and the pixel
 * size; the file is later served with the matching content-type and `nosniff`.
 */

export type ImageFormat = 'jpeg' | 'png' | 'webp';

export interface ImageInfo {
  format: ImageFormat;
  /** The file extension the stored copy gets (and so the content-type it is served with). */
  extension: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function probeImage(bytes: Buffer): ImageInfo | null {
  const size = probePng(bytes) ?? probeJpeg(bytes) ?? probeWebp(bytes);
  if (!size || size.width < 1 || size.height < 1) return null;
  return size;
}

/** PNG: the signature, then the IHDR chunk (always first) with width and height. */
function probePng(b: Buffer): ImageInfo | null {
  if (b.length < 33 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (b.readUInt32BE(8) !== 13 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { format: 'png', extension: 'png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/** Start-of-frame markers that carry the picture's size (not DHT C4, JPG C8 or DAC CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** JPEG: SOI, then segments up to the first start-of-frame, which holds height and width. */
function probeJpeg(b: Buffer): ImageInfo | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    // Markers may be padded with any number of 0xFF bytes.
    while (i < b.length && b[i] === 0xff) i++;
    if (i >= b.length) return null;
    const marker = b[i++] as number;
    // Markers without a length: TEM, RST0-7, SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue;
    // End of image or start of scan before any frame header: not a picture we can size.
    if (marker === 0xd9 || marker === 0xda || i + 2 > b.length) return null;
    const length = b.readUInt16BE(i);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (length < 7 || i + 7 > b.length) return null;
      return { format: 'jpeg', extension: 'jpg', height: b.readUInt16BE(i + 3), width: b.readUInt16BE(i + 5) };
    }
    i += length;
  }
  return null;
}

/** WebP: a RIFF container whose first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended). */
function probeWebp(b: Buffer): ImageInfo | null {
  if (b.length < 30 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP') return null;
  const chunk = b.toString('latin1', 12, 16);
  const webp = (width: number, height: number): ImageInfo => ({ format: 'webp', extension: 'webp', width, height });
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes), then the key frame start code 9D 01 2A and two 14-bit sizes.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return webp(b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = b.readUInt32LE(21);
    return webp((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') {
    return webp(b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1);
  }
  return null;
}
