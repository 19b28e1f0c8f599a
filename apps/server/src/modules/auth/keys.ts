import fs from 'node:fs';
import path from 'node:path';

/**
 * The HS256 signing key: JWT_SECRET when set (required when several instances share
 * the work, since they must all verify each other's tokens), otherwise a random key
 * generated once and kept in `${dataDir}/secrets/jwt.key` (mode 0600).
 */
export function loadSigningKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): Uint8Array {
  const secret = env.JWT_SECRET?.trim();
  if (secret) {
    if (secret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
    return new TextEncoder().encode(secret);
  }
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, 'jwt.key');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const fresh = Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString('base64url');
  if (!fs.existsSync(file)) {
    // Written aside then hard-linked: the link is atomic and fails if another process won the race.
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, fresh, { mode: 0o600 });
    try {
      fs.linkSync(tmp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }
  const stored = fs.readFileSync(file, 'utf8').trim();
  if (stored.length < 32) throw new Error(`${file} holds no usable key; delete it to generate a new one`);
  return new TextEncoder().encode(stored);
}
