import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

/**
 * A CommonJS package loaded the first time it is used, not when the server starts (decision 0377):
 * PostgreSQL's driver on SQLite, Redis's client without REDIS_URL, a payment SDK without its keys,
 * the SMTP transport without SMTP_URL and the HTML sanitiser until a rich text is written are never
 * in memory. Synchronous, so it fits code that cannot await (a constructor, a pure function). The
 * name stays a runtime string: the bundler leaves the package out of the bundle's imports.
 */
export function lazyRequire<T>(id: string): () => T {
  let mod: T | undefined;
  return () => {
    mod ??= load(id) as T;
    return mod;
  };
}

/**
 * The path of a file inside a package, for data read once and dropped (the seed's address
 * tables): read with `fs` and parsed, it leaves nothing in the module cache.
 */
export function packageFile(id: string): string {
  return load.resolve(id);
}
