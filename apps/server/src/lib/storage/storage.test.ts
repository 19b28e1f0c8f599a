import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Simulator, s3Env, startS3Simulator } from '../../../test/s3-simulator';
import { loadConfig } from '../../config';
import { pageCsp, publicFilesOrigin } from '../../plugins/csp';
import { createStorage, type Storage } from '.';
import { copyStorage } from './copy';

describe.each(['local', 's3'] as const)('storage on %s', (kind) => {
  let sim: S3Simulator | null = null;
  let dataDir: string;
  let storage: Storage;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sen-storage-'));
    if (kind === 's3') sim = await startS3Simulator();
    storage = await createStorage({ dataDir, s3: sim ? loadConfig(s3Env(sim)).s3 : null });
  });
  afterAll(async () => {
    await storage.close();
    await sim?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('puts, gets, heads, lists and deletes objects', async () => {
    expect(storage.kind).toBe(kind);
    await storage.put('images/products/a/320.webp', Buffer.from('webp bytes'));
    await storage.put('images/products/a/original.jpg', Buffer.from('jpeg'));
    await storage.put('images/products/b/original.png', Buffer.from('png'));
    await storage.put('avatars/u-1.jpg', Buffer.from('avatar'));

    const got = await storage.get('images/products/a/320.webp');
    expect(got?.size).toBe(10);
    expect((await buffer(got!.body)).toString()).toBe('webp bytes');
    expect(await storage.head('avatars/u-1.jpg')).toEqual({ size: 6 });
    expect(await storage.get('avatars/none.jpg')).toBeNull();
    expect(await storage.head('avatars/none.jpg')).toBeNull();

    expect(await storage.list('images/products/')).toEqual([
      { key: 'images/products/a/320.webp', size: 10 },
      { key: 'images/products/a/original.jpg', size: 4 },
      { key: 'images/products/b/original.png', size: 3 },
    ]);
    expect((await storage.list('')).map((o) => o.key)).toContain('avatars/u-1.jpg');

    // Overwriting replaces the whole object.
    await storage.put('avatars/u-1.jpg', Buffer.from('second'));
    expect((await buffer((await storage.get('avatars/u-1.jpg'))!.body)).toString()).toBe('second');

    await storage.deletePrefix('images/products/a/');
    expect((await storage.list('images/')).map((o) => o.key)).toEqual(['images/products/b/original.png']);
    await storage.delete('avatars/u-1.jpg');
    await storage.delete('avatars/u-1.jpg'); // an absent object is not an error
    expect(await storage.get('avatars/u-1.jpg')).toBeNull();
    if (kind === 'local') {
      // Nothing half-written is left behind.
      expect(fs.readdirSync(path.join(dataDir, 'uploads', 'avatars'))).toEqual([]);
    } else {
      expect([...sim!.objects.keys()]).toEqual(['images/products/b/original.png']);
    }
  });

  it('refuses keys that leave the folder or name hidden files', async () => {
    for (const key of ['../etc/passwd', 'a/../../b', '.hidden', 'a//b', '', 'a/./b', 'x y']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/);
      expect(await storage.get(key)).toBeNull();
    }
  });

  it('gives out /uploads/ addresses and finds the key back from them only', () => {
    expect(storage.url('avatars/u.jpg')).toBe('/uploads/avatars/u.jpg');
    expect(storage.keyOf('/uploads/avatars/u.jpg')).toBe('avatars/u.jpg');
    expect(storage.keyOf('/uploads/../secret')).toBeNull();
    expect(storage.keyOf('https://elsewhere.example/uploads/avatars/u.jpg')).toBeNull();
  });
});

describe('S3 storage with S3_PUBLIC_URL', () => {
  it('points addresses at the CDN and still recognises /uploads/ ones', async () => {
    const sim = await startS3Simulator();
    const storage = await createStorage({
      dataDir: os.tmpdir(),
      s3: loadConfig(s3Env(sim, { S3_PUBLIC_URL: 'https://cdn.example.vn/shop/' })).s3,
    });
    try {
      expect(storage.url('images/products/x/640.webp')).toBe('https://cdn.example.vn/shop/images/products/x/640.webp');
      expect(storage.keyOf('https://cdn.example.vn/shop/avatars/a.jpg')).toBe('avatars/a.jpg');
      expect(storage.keyOf('/uploads/avatars/a.jpg')).toBe('avatars/a.jpg');
      expect(storage.keyOf('https://cdn.example.vn/other/avatars/a.jpg')).toBeNull();
    } finally {
      await storage.close();
      await sim.close();
    }
  });

  it('refuses requests signed with another access key (the simulator checks credentials)', async () => {
    const sim = await startS3Simulator();
    const storage = await createStorage({
      dataDir: os.tmpdir(),
      s3: { ...loadConfig(s3Env(sim)).s3!, accessKeyId: 'WRONG' },
    });
    try {
      await expect(storage.put('a.txt', Buffer.from('x'))).rejects.toThrow();
      expect(sim.objects.size).toBe(0);
    } finally {
      await storage.close();
      await sim.close();
    }
  });
});

describe('storage:migrate (copyStorage)', () => {
  it('copies the upload folder to the bucket once, and only what is missing on a second run', async () => {
    const sim = await startS3Simulator();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sen-migrate-'));
    const disk = await createStorage({ dataDir, s3: null });
    const bucket = await createStorage({ dataDir, s3: loadConfig(s3Env(sim)).s3 });
    try {
      await disk.put('images/products/0123456789abcdef01234567/original.jpg', Buffer.from('jpeg'));
      await disk.put('avatars/u-1.png', Buffer.from('png!'));
      await disk.put('demo/products/a.svg', Buffer.from('<svg/>'));
      // A file being written (hidden temp name) is not copied.
      fs.writeFileSync(path.join(dataDir, 'uploads', 'avatars', '.u-2.png.abc.tmp'), 'half');

      expect(await copyStorage(disk, bucket, { dryRun: true })).toMatchObject({ files: 3, skipped: 0, copied: 0 });
      expect(sim.objects.size).toBe(0);
      expect(await copyStorage(disk, bucket)).toEqual({ files: 3, skipped: 0, copied: 3, bytes: 14 });
      expect([...sim.objects.keys()].sort()).toEqual([
        'avatars/u-1.png',
        'demo/products/a.svg',
        'images/products/0123456789abcdef01234567/original.jpg',
      ]);
      expect(sim.objects.get('demo/products/a.svg')).toMatchObject({ body: Buffer.from('<svg/>'), contentType: 'image/svg+xml' });

      await disk.put('avatars/u-3.webp', Buffer.from('webp'));
      expect(await copyStorage(disk, bucket)).toEqual({ files: 4, skipped: 3, copied: 1, bytes: 4 });
    } finally {
      await bucket.close();
      await sim.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('pages with S3_PUBLIC_URL', () => {
  it('allow pictures from its origin in the page CSP, and only from there', () => {
    const origin = publicFilesOrigin('https://cdn.example.vn/shop/');
    expect(origin).toBe('https://cdn.example.vn');
    expect(pageCsp('n', false, origin)).toContain("img-src 'self' data: blob: https://cdn.example.vn;");
    expect(pageCsp('n', false, publicFilesOrigin(undefined))).toContain("img-src 'self' data: blob:;");
    expect(publicFilesOrigin('not a url')).toBeUndefined();
  });
});
