/* Small real pictures built byte by byte for the avatar tests (imported by *.test.ts only). */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An RGB PNG of `width`×`height` with a diagonal gradient (decodes in any viewer). */
export function pngImage(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter method, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      rows.set([(x * 255) / width, (y * 255) / height, 160], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function segment(marker: number, body: number[]): number[] {
  return [0xff, marker, ((body.length + 2) >> 8) & 0xff, (body.length + 2) & 0xff, ...body];
}

/**
 * A baseline greyscale JPEG of `width`×`height` (multiples of 8), mid grey: every 8×8 block is
 * "DC difference 0, end of block", two one-bit Huffman codes, so the scan is all zero bits.
 */
export function jpegImage(width: number, height: number): Buffer {
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const scan = Buffer.alloc(Math.ceil((blocks * 2) / 8));
  const bits = blocks * 2;
  if (bits % 8) scan[scan.length - 1] = (1 << (8 - (bits % 8))) - 1; // pad the last byte with 1s
  const oneCode = (tableClass: number) => [(tableClass << 4) | 0, 1, ...Array(15).fill(0), 0];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // JFIF
    ...segment(0xdb, [0, ...Array(64).fill(1)]), // quantisation table 0
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    ...segment(0xc4, oneCode(0)), // DC table 0: category 0
    ...segment(0xc4, oneCode(1)), // AC table 0: end of block
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    ...scan,
    0xff,
    0xd9,
  ]);
}

/**
 * A lossless WebP (VP8L) of `width`×`height` in one colour: five one-symbol prefix codes, so
 * the pixels take no bits at all.
 */
export function webpImage(width: number, height: number): Buffer {
  const out: number[] = [];
  let acc = 0;
  let used = 0;
  const put = (value: number, count: number) => {
    for (let i = 0; i < count; i++) {
      acc |= ((value >> i) & 1) << used;
      if (++used === 8) {
        out.push(acc);
        acc = 0;
        used = 0;
      }
    }
  };
  put(width - 1, 14);
  put(height - 1, 14);
  put(0, 1); // no alpha
  put(0, 3); // version
  put(0, 1); // no transform
  put(0, 1); // no colour cache
  put(0, 1); // no meta prefix codes
  for (const symbol of [120, 200, 60, 255]) {
    put(1, 1); // simple code
    put(0, 1); // one symbol
    put(1, 1); // 8-bit symbol
    put(symbol, 8); // green, red, blue, alpha
  }
  put(1, 1);
  put(0, 1);
  put(0, 1); // distance: a 1-bit symbol
  put(0, 1);
  if (used) out.push(acc);
  const data = Buffer.from([0x2f, ...out]);
  const padded = data.length % 2 ? Buffer.concat([data, Buffer.alloc(1)]) : data;
  const header = Buffer.alloc(20);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + 8 + padded.length, 4);
  header.write('WEBP', 8, 'latin1');
  header.write('VP8L', 12, 'latin1');
  header.writeUInt32LE(data.length, 16);
  return Buffer.concat([header, padded]);
}

/** An SVG drawing with a script in it. */
export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(document.cookie)</script><rect width="64" height="64"/></svg>',
);

/** A GIF87a header of 64×64: a real picture format, just not one we take. */
export const GIF_HEADER = Buffer.from([0x47, 0x49, 0x46, 0x38, 0x37, 0x61, 64, 0, 64, 0, 0x80, 0, 0]);
