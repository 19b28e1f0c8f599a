import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ListedObject, Storage } from '.';
import { assertValidKey, isValidKey, keyFromUrl, UPLOADS_PREFIX } from './keys';

/**
 * The default backend: files under `<dataDir>/uploads`, served by @fastify/static
 * (plugins/static.ts). Each file is written under a hidden temporary name and renamed.
 */
export function localStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };

  async function walk(dir: string, rel: string, out: ListedObject[]): Promise<void> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return;
      throw error;
    }
    for (const e of entries) {
      if (e.name.startsWith('.')) continue;
      const key = rel ? `${rel}/${e.name}` : e.name;
      const full = path.join(dir, e.name);
      if (e.isDirectory()) await walk(full, key, out);
      else if (e.isFile() && isValidKey(key)) out.push({ key, size: (await stat(full)).size });
    }
  }

  const storage: Storage = {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      const dir = path.dirname(file);
      await mkdir(dir, { recursive: true });
      const temp = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temp, body, { flag: 'wx' });
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key, range) {
      if (!isValidKey(key)) return null;
      const file = fileOf(key);
      try {
        const s = await stat(file);
        if (!s.isFile()) return null;
        return {
          body: createReadStream(file, range ? { start: range.start, end: range.end } : {}),
          size: s.size,
          lastModified: s.mtime,
        };
      } catch (error) {
        if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return null;
        throw error;
      }
    },
    async head(key) {
      if (!isValidKey(key)) return null;
      try {
        const s = await stat(fileOf(key));
        return s.isFile() ? { size: s.size } : null;
      } catch (error) {
        if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return null;
        throw error;
      }
    },
    async delete(key) {
      try {
        await unlink(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },
    async deletePrefix(prefix) {
      if (prefix.endsWith('/')) {
        const dir = prefix.slice(0, -1);
        assertValidKey(dir);
        // Retried: a file written meanwhile (an image's variants job) makes one pass fail with ENOTEMPTY.
        await rm(path.join(root, ...dir.split('/')), { recursive: true, force: true, maxRetries: 5, retryDelay: 20 });
        return;
      }
      for (const o of await storage.list(prefix)) await storage.delete(o.key);
    },
    async list(prefix) {
      // Walk only the folder the prefix names, not the whole tree.
      const cut = prefix.lastIndexOf('/');
      const base = cut >= 0 ? prefix.slice(0, cut) : '';
      if (base && !isValidKey(base)) return [];
      const out: ListedObject[] = [];
      await walk(base ? path.join(root, ...base.split('/')) : root, base, out);
      return out.filter((o) => o.key.startsWith(prefix)).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
    url: (key) => `${UPLOADS_PREFIX}${key}`,
    keyOf: (url) => keyFromUrl(url, [UPLOADS_PREFIX]),
    async close() {},
  };
  return storage;
}
