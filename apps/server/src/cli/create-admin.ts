import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createDb, pgSchema } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { AdminInputError, createOrPromoteAdmin } from '../modules/auth/first-admin';

/**
 * npm run admin:create -- --email owner@shop.vn [--name "Nguyễn An"]
 * The password is asked for (not echoed), or read from SEN_ADMIN_PASSWORD when there is no terminal.
 */
async function askPassword(): Promise<string> {
  if (process.env.SEN_ADMIN_PASSWORD) return process.env.SEN_ADMIN_PASSWORD;
  if (!process.stdin.isTTY) throw new AdminInputError('Set SEN_ADMIN_PASSWORD or run this in a terminal to type the password.');
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const out = rl as unknown as { _writeToOutput: (s: string) => void };
  let muted = false;
  out._writeToOutput = (s: string) => {
    if (!muted || s.includes('\n')) process.stdout.write(muted ? '\n' : s);
  };
  const ask = async (q: string) => {
    process.stdout.write(q);
    muted = true;
    const a = await rl.question('');
    muted = false;
    return a;
  };
  const first = await ask('Password: ');
  const again = await ask('Password again: ');
  rl.close();
  if (first !== again) throw new AdminInputError('The two passwords differ.');
  return first;
}

let close: (() => Promise<void>) | undefined;
try {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } }, strict: true });
  if (!values.email) throw new AdminInputError('Usage: npm run admin:create -- --email owner@shop.vn [--name "Nguyễn An"]');
  const config = loadConfig();
  const conn = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  close = conn.close;
  await migrateToLatest(conn.db, await pgSchema(conn));
  const password = await askPassword();
  const outcome = await createOrPromoteAdmin(conn.db, {
    email: values.email,
    password,
    ...(values.name ? { name: values.name } : {}),
  });
  console.log(
    outcome === 'created' ? `Admin ${values.email} created.` : `${values.email} is now an admin, with the new password.`,
  );
} catch (err) {
  console.error(err instanceof AdminInputError ? err.message : err);
  process.exitCode = 1;
} finally {
  await close?.();
}
