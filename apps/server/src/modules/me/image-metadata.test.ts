import { describe, expect, it } from 'vitest';
import { stripMetadata } from './image-metadata';
import { probeImage } from './image-probe';
import { jpegImage, pngImage, webpImage } from './test-images';

const GPS = 'GPSLatitude 21.0285 N GPSLongitude 105.8542 E';

function jpegWithExif(): Buffer {
  const jpeg = jpegImage(64, 48);
  const payload = Buffer.from(`Exif\0\0${GPS}`, 'latin1');
  const app1 = Buffer.alloc(4);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(payload.length + 2, 2);
  const comment = Buffer.from([0xff, 0xfe, 0x00, 0x07, ...Buffer.from('Canon')]);
  return Buffer.concat([jpeg.subarray(0, 2), app1, payload, comment, jpeg.subarray(2)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, data, Buffer.alloc(4)]);
}

function pngWithText(): Buffer {
  const png = pngImage(64, 48);
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), pngChunk('tEXt', Buffer.from(`Comment\0${GPS}`, 'latin1')), png.subarray(iend)]);
}

function riffChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
}

function webpWithExif(): Buffer {
  const vp8l = webpImage(64, 48).subarray(12);
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x08; // EXIF present
  vp8x.writeUIntLE(63, 4, 3);
  vp8x.writeUIntLE(47, 7, 3);
  const body = Buffer.concat([riffChunk('VP8X', vp8x), vp8l, riffChunk('EXIF', Buffer.from(GPS, 'latin1'))]);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}

describe('stripMetadata', () => {
  it.each([
    ['jpeg', jpegWithExif()],
    ['png', pngWithText()],
    ['webp', webpWithExif()],
  ] as const)('drops the %s metadata and keeps the picture', (format, input) => {
    expect(input.toString('latin1')).toContain('GPSLatitude');
    const before = probeImage(input);
    expect(before).toMatchObject({ format, width: 64, height: 48 });
    const out = stripMetadata(input, format);
    expect(out.toString('latin1')).not.toContain('GPSLatitude');
    expect(out.length).toBeLessThan(input.length);
    expect(probeImage(out)).toEqual(before);
  });

  it('clears the WebP EXIF flag and fixes the RIFF size', () => {
    const out = stripMetadata(webpWithExif(), 'webp');
    expect(out.toString('latin1')).not.toContain('EXIF');
    expect((out[20] as number) & 0x08).toBe(0);
    expect(out.readUInt32LE(4)).toBe(out.length - 8);
  });

  it('leaves pictures without metadata byte for byte', () => {
    for (const [format, image] of [
      ['jpeg', jpegImage(40, 40)],
      ['png', pngImage(40, 40)],
      ['webp', webpImage(40, 40)],
    ] as const) {
      expect(stripMetadata(image, format).equals(image)).toBe(true);
    }
  });
});
