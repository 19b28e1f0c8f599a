import { describe, expect, it } from 'vitest';
import { probeImage } from './image-probe';
import { GIF_HEADER, jpegImage, pngImage, SVG_WITH_SCRIPT, webpImage } from './test-images';

describe('probeImage', () => {
  it('recognises PNG, JPEG and lossless WebP with their sizes', () => {
    expect(probeImage(pngImage(64, 33))).toEqual({ format: 'png', extension: 'png', width: 64, height: 33 });
    expect(probeImage(jpegImage(64, 48))).toEqual({ format: 'jpeg', extension: 'jpg', width: 64, height: 48 });
    expect(probeImage(webpImage(40, 120))).toEqual({ format: 'webp', extension: 'webp', width: 40, height: 120 });
  });

  it('walks JPEG segments (EXIF, padding) to a progressive frame header', () => {
    const exif = [0xff, 0xe1, 0x00, 0x08, 0x45, 0x78, 0x69, 0x66, 0, 0];
    const sof2 = [0xff, 0xff, 0xc2, 0x00, 0x0b, 8, 0x01, 0x2c, 0x02, 0x58, 1, 1, 0x11, 0];
    const bytes = Buffer.from([0xff, 0xd8, ...exif, ...sof2, 0xff, 0xd9]);
    expect(probeImage(bytes)).toMatchObject({ format: 'jpeg', width: 600, height: 300 });
    // A scan before any frame header, or a segment running past the end: not a picture.
    expect(probeImage(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0xff, 0xd9]))).toBeNull();
    expect(probeImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x10, 0x00, 1, 2, 3]))).toBeNull();
  });

  it('reads lossy (VP8) and extended (VP8X) WebP headers', () => {
    const riff = (chunk: string, body: number[]) => {
      const b = Buffer.alloc(20 + body.length);
      b.write('RIFF', 0, 'latin1');
      b.writeUInt32LE(12 + body.length, 4);
      b.write('WEBP', 8, 'latin1');
      b.write(chunk, 12, 'latin1');
      b.writeUInt32LE(body.length, 16);
      b.set(body, 20);
      return b;
    };
    // Frame tag, start code, 14-bit width and height (the top two bits are scaling).
    const vp8 = riff('VP8 ', [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0xc1, 0, 0]);
    expect(probeImage(vp8)).toMatchObject({ format: 'webp', width: 640, height: 480 });
    const vp8x = riff('VP8X', [0x10, 0, 0, 0, 0xff, 0x00, 0x00, 0x7f, 0x00, 0x00]);
    expect(probeImage(vp8x)).toMatchObject({ format: 'webp', width: 256, height: 128 });
    expect(probeImage(riff('VP8 ', [0, 0, 0, 1, 2, 3, 0, 0, 0, 0]))).toBeNull();
  });

  it('says null to everything else', () => {
    expect(probeImage(SVG_WITH_SCRIPT)).toBeNull();
    expect(probeImage(GIF_HEADER)).toBeNull();
    expect(probeImage(Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull();
    expect(probeImage(Buffer.alloc(0))).toBeNull();
    expect(probeImage(pngImage(64, 64).subarray(0, 20))).toBeNull();
    const zeroWide = pngImage(64, 64);
    zeroWide.writeUInt32BE(0, 16);
    expect(probeImage(zeroWide)).toBeNull();
  });
});
