import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers';
import { formData as multipart, type Part } from '../../lib/images/testing';
import { bearer, createUser, type Harness, harness, login, randomIp } from '../auth/testing';
import { isAllowedAvatarUrl } from './avatar';

const avatarDir = (dataDir: string) => path.join(dataDir, 'uploads', 'avatars');

import { GIF_HEADER, jpegImage, pngImage, SVG_WITH_SCRIPT, webpImage } from './test-images';

type AvatarPart = Omit<Part, 'field'> & { field?: string };

/** A multipart body for the avatar route: a file goes in `avatar`, a text value in `note`, unless named. */
function formData(parts: AvatarPart[]) {
  const { payload, headers } = multipart(
    parts.map((p) => ({ ...p, field: p.field ?? (p.value !== undefined ? 'note' : 'avatar') })),
  );
  return { payload, contentType: headers['content-type'] };
}

const PNG = pngImage(64, 64);

/** A PNG header claiming `width`×`height` (the server reads the header only). */
function pngHeader(width: number, height: number): Buffer {
  const bytes = Buffer.from(PNG);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

describe.each(dialects)('profile picture upload on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness(dialect);
  });
  afterAll(async () => h.close());

  async function signedIn() {
    const user = await createUser(h.app);
    const { token } = await login(h.app, user.email);
    return { user, token };
  }

  function upload(token: string | null, parts: AvatarPart[], opts: { ip?: string } = {}) {
    const body = formData(parts);
    return h.app.inject({
      method: 'POST',
      url: '/api/v1/me/avatar?lang=en',
      headers: {
        'content-type': body.contentType,
        'x-forwarded-for': opts.ip ?? randomIp(),
        ...(token ? bearer(token) : {}),
      },
      payload: body.payload,
    });
  }

  const files = () => (fs.existsSync(avatarDir(h.testDb.dataDir)) ? fs.readdirSync(avatarDir(h.testDb.dataDir)) : []);
  const fileOf = (url: string) => path.join(h.testDb.dataDir, url);

  function expectAvatarError(res: LightMyRequestResponse, message: string) {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, errorCode: 'VALIDATION_ERROR' });
    expect(res.json().metadata.errors).toEqual([{ field: 'avatar', message }]);
  }

  it('stores a PNG under its own name, answers the user, and serves it with the right content-type', async () => {
    const { user, token } = await signedIn();
    // The name and content-type the client claims are ignored: the bytes say PNG.
    const res = await upload(token, [{ filename: 'holiday.gif', type: 'text/plain', bytes: PNG }]);
    expect(res.statusCode, res.body).toBe(200);
    const me = res.json().metadata;
    expect(me).toMatchObject({ id: user.id, email: user.email, firstName: 'An' });
    expect(me.avatar).toMatch(new RegExp(`^/uploads/avatars/${user.id}-[0-9a-f]{16}\\.png$`));
    // Re-encoded by the image pipeline: the same picture, nothing else.
    expect(await sharp(fs.readFileSync(fileOf(me.avatar))).metadata()).toMatchObject({ format: 'png', width: 64, height: 64 });

    const again = await h.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(token) });
    expect(again.json().metadata.avatar).toBe(me.avatar);

    const served = await h.app.inject({ method: 'GET', url: me.avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(fs.readFileSync(fileOf(me.avatar)))).toBe(true);
  });

  it('drops EXIF (GPS, device) and applies the orientation to the pixels', async () => {
    const { token } = await signedIn();
    const tagged = await sharp(jpegImage(64, 48))
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '21/1 1/1 0/1' } })
      .jpeg()
      .toBuffer();
    expect(await sharp(tagged).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    const res = await upload(token, [{ filename: 'a.jpg', type: 'image/jpeg', bytes: tagged }]);
    expect(res.statusCode, res.body).toBe(200);
    const stored = await sharp(fs.readFileSync(fileOf(res.json().metadata.avatar))).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation ?? 1).toBe(1);
    // Orientation 6 is a quarter turn: the stored picture is upright, so taller than wide.
    expect([stored.width, stored.height]).toEqual([48, 64]);
  });

  it('takes JPEG and WebP too, and each new picture deletes the one it replaces', async () => {
    const { user, token } = await signedIn();
    const urls: string[] = [];
    for (const [bytes, ext, type] of [
      [PNG, 'png', 'image/png'],
      [jpegImage(64, 48), 'jpg', 'image/jpeg'],
      [webpImage(40, 120), 'webp', 'image/webp'],
    ] as const) {
      const res = await upload(token, [{ filename: `me.${ext}`, type, bytes }]);
      expect(res.statusCode, res.body).toBe(200);
      const url = res.json().metadata.avatar as string;
      expect(url.endsWith(`.${ext}`)).toBe(true);
      const served = await h.app.inject({ method: 'GET', url });
      expect(served.headers['content-type']).toBe(type);
      expect((await sharp(served.rawPayload).metadata()).format).toBe(ext === 'jpg' ? 'jpeg' : ext);
      urls.push(url);
    }
    expect(fs.existsSync(fileOf(urls[0]!))).toBe(false);
    expect(fs.existsSync(fileOf(urls[1]!))).toBe(false);
    expect(fs.existsSync(fileOf(urls[2]!))).toBe(true);
    expect(files().filter((f) => f.includes(user.id))).toEqual([path.basename(urls[2]!)]);
    expect((await h.app.inject({ method: 'GET', url: urls[0]! })).statusCode).toBe(404);
  });

  it('keeps exactly one picture when two uploads race', async () => {
    const { user, token } = await signedIn();
    const [a, b] = await Promise.all([upload(token, [{ bytes: PNG }]), upload(token, [{ bytes: jpegImage(64, 64) }])]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const me = (await h.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(token) })).json().metadata;
    expect(files().filter((f) => f.includes(user.id))).toEqual([path.basename(me.avatar)]);
  });

  it('refuses anything but one JPEG, PNG or WebP of the right size, with a message on `avatar`', async () => {
    const { token } = await signedIn();
    const before = files();
    const type = 'Only JPEG, PNG or WebP pictures are accepted';
    // An SVG (with a script) named and typed as a PNG.
    expectAvatarError(await upload(token, [{ filename: 'cat.png', type: 'image/png', bytes: SVG_WITH_SCRIPT }]), type);
    expectAvatarError(await upload(token, [{ filename: 'cat.svg', type: 'image/svg+xml', bytes: SVG_WITH_SCRIPT }]), type);
    expectAvatarError(
      await upload(token, [{ filename: 'notes.png', type: 'image/png', bytes: Buffer.from('hello, not a picture') }]),
      type,
    );
    expectAvatarError(await upload(token, [{ filename: 'a.gif', type: 'image/gif', bytes: GIF_HEADER }]), type);
    // A PNG signature followed by garbage is not a PNG either.
    expectAvatarError(await upload(token, [{ bytes: Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(40, 7)]) }]), type);

    const dimensions = 'The picture must be 32 to 4096 pixels wide and high';
    expectAvatarError(await upload(token, [{ bytes: pngImage(16, 16) }]), dimensions);
    expectAvatarError(await upload(token, [{ bytes: pngImage(200, 20) }]), dimensions);
    expectAvatarError(await upload(token, [{ bytes: pngHeader(5000, 5000) }]), dimensions);

    const tooBig = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 1 - PNG.length)]);
    expectAvatarError(await upload(token, [{ bytes: tooBig }]), 'The picture must be 2 MB at most');
    // Exactly 2 MB is fine.
    const atLimit = await upload(token, [{ bytes: tooBig.subarray(0, 2 * 1024 * 1024) }]);
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    const kept = atLimit.json().metadata.avatar as string;

    const single = 'Send one picture at a time';
    expectAvatarError(await upload(token, [{ bytes: PNG }, { bytes: PNG }]), single);

    const required = 'Please choose a picture';
    expectAvatarError(await upload(token, []), required);
    expectAvatarError(await upload(token, [{ value: 'hello' }]), required);
    expectAvatarError(await upload(token, [{ bytes: Buffer.alloc(0), filename: '' }]), required);
    expectAvatarError(await upload(token, [{ field: 'photo', bytes: PNG }]), required);
    const json = await h.app.inject({
      method: 'POST',
      url: '/api/v1/me/avatar?lang=en',
      headers: { ...bearer(token), 'x-forwarded-for': randomIp() },
      payload: { avatar: 'data:image/png;base64,AAAA' },
    });
    expectAvatarError(json, required);

    // Vietnamese by default.
    const svg = formData([{ bytes: SVG_WITH_SCRIPT }]);
    const vi = await h.app.inject({
      method: 'POST',
      url: '/api/v1/me/avatar',
      headers: { ...bearer(token), 'x-forwarded-for': randomIp(), 'content-type': svg.contentType },
      payload: svg.payload,
    });
    expect(vi.json().metadata.errors).toEqual([{ field: 'avatar', message: 'Chỉ nhận ảnh JPEG, PNG hoặc WebP' }]);

    // Nothing was left behind, and the picture stored at the limit is still the avatar.
    const me = (await h.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(token) })).json().metadata;
    expect(me.avatar).toBe(kept);
    expect(files().filter((f) => !before.includes(f))).toEqual([path.basename(kept)]);
    expect(files().some((f) => f.endsWith('.tmp'))).toBe(false);
  });

  it('answers 401 to a caller who is not signed in, and stores nothing', async () => {
    const before = files();
    const res = await upload(null, [{ bytes: PNG }]);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Unauthorized', errorCode: 'UNAUTHORIZED' });
    expect((await h.app.inject({ method: 'DELETE', url: '/api/v1/me/avatar' })).statusCode).toBe(401);
    expect(files()).toEqual(before);
  });

  it('DELETE removes the picture and its file', async () => {
    const { token } = await signedIn();
    const url = (await upload(token, [{ bytes: PNG }])).json().metadata.avatar as string;
    const res = await h.app.inject({ method: 'DELETE', url: '/api/v1/me/avatar', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata.avatar).toBe('');
    expect(fs.existsSync(fileOf(url))).toBe(false);
    expect((await h.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    // Again: nothing to remove, still fine.
    expect((await h.app.inject({ method: 'DELETE', url: '/api/v1/me/avatar', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('never deletes a file the user did not upload, whatever URL they typed', async () => {
    const owner = await signedIn();
    const theirs = (await upload(owner.token, [{ bytes: PNG }])).json().metadata.avatar as string;
    const other = await signedIn();
    const patch = await h.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: bearer(other.token),
      payload: { avatar: theirs },
    });
    expect(patch.statusCode).toBe(200);
    await upload(other.token, [{ bytes: PNG }]);
    await h.app.inject({ method: 'DELETE', url: '/api/v1/me/avatar', headers: bearer(other.token) });
    expect(fs.existsSync(fileOf(theirs))).toBe(true);
  });

  it('a typed URL replacing an uploaded picture deletes the upload', async () => {
    const { token } = await signedIn();
    const url = (await upload(token, [{ bytes: PNG }])).json().metadata.avatar as string;
    const res = await h.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: bearer(token),
      payload: { avatar: 'https://cdn.example.vn/a.png' },
    });
    expect(res.json().metadata.avatar).toBe('https://cdn.example.vn/a.png');
    expect(fs.existsSync(fileOf(url))).toBe(false);
  });

  it('takes only http(s) and /uploads/ URLs in the profile', async () => {
    const { token } = await signedIn();
    const patch = (avatar: string) =>
      h.app.inject({ method: 'PATCH', url: '/api/v1/me?lang=en', headers: bearer(token), payload: { avatar } });
    for (const good of ['https://cdn.example.vn/a.png', 'http://example.vn/a.jpg?v=2', '/uploads/avatars/x.webp', '']) {
      const res = await patch(good);
      expect(res.statusCode, good).toBe(200);
      expect(res.json().metadata.avatar).toBe(good);
    }
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'vbscript:x',
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      '/api/v1/me',
      '/uploads/../secrets/jwt.key',
      'https://user:pass@example.vn/a.png',
      'https://exa mple.vn/a.png',
      'ftp://example.vn/a.png',
    ]) {
      const res = await patch(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().metadata.errors, bad).toEqual([
        { field: 'avatar', message: 'A picture URL must start with http://, https:// or /uploads/' },
      ]);
    }
  });

  it('limits uploads per client address', async () => {
    const { token } = await signedIn();
    const ip = randomIp();
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) answers.push((await upload(token, [], { ip })).statusCode);
    expect(answers.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});

describe('isAllowedAvatarUrl', () => {
  it('is the rule of the profile field', () => {
    expect(isAllowedAvatarUrl('https://example.vn/a.png')).toBe(true);
    expect(isAllowedAvatarUrl('/uploads/demo/a.svg')).toBe(true);
    expect(isAllowedAvatarUrl('/uploads/./a.png')).toBe(false);
    expect(isAllowedAvatarUrl('data:text/html,hi')).toBe(false);
  });
});
