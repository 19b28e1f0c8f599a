import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSigningKey } from './keys';
import { signAccessToken, verifyAccessToken } from './tokens';

describe('signing key', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sen-keys-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('generates a key once in the data directory, readable by the owner only, and reuses it', async () => {
    const first = loadSigningKey(dir, {});
    const file = path.join(dir, 'secrets', 'jwt.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const second = loadSigningKey(dir, {});
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    // A token signed before a restart still verifies after it.
    const token = await signAccessToken(first, { sub: 'u1', sid: 's1', role: 'admin' });
    expect(await verifyAccessToken(second, token)).toEqual({ sub: 'u1', sid: 's1', role: 'admin' });
  });

  it('prefers JWT_SECRET, shared by every instance, and refuses a short one', async () => {
    const a = loadSigningKey(dir, { JWT_SECRET: 'x'.repeat(40) });
    const b = loadSigningKey(fs.mkdtempSync(path.join(os.tmpdir(), 'sen-keys-')), { JWT_SECRET: 'x'.repeat(40) });
    const token = await signAccessToken(a, { sub: 'u1', sid: 's1', role: 'customer' });
    expect(await verifyAccessToken(b, token)).not.toBeNull();
    expect(await verifyAccessToken(loadSigningKey(dir, {}), token)).toBeNull();
    expect(() => loadSigningKey(dir, { JWT_SECRET: 'short' })).toThrow(/at least 32/);
  });

  it('rejects tampered, foreign and expired tokens', async () => {
    const key = loadSigningKey(dir, {});
    const token = await signAccessToken(key, { sub: 'u1', sid: 's1', role: 'customer' });
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), role: 'admin' }),
    ).toString('base64url');
    expect(await verifyAccessToken(key, `${h}.${forged}.${s}`)).toBeNull();
    expect(await verifyAccessToken(key, 'not.a.token')).toBeNull();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    expect(await verifyAccessToken(key, none)).toBeNull();
  });
});
