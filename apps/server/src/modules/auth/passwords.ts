import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: the OWASP minimum);
 * verify() reads the parameters from the stored hash, so they can be raised later.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password. Without a stored hash (unknown account) it still runs one Argon2
 * verification, so a wrong e-mail takes as long as a wrong password.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
