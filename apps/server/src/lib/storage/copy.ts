import { buffer } from 'node:stream/consumers';
import { eachLimit, type Storage } from '.';

export interface CopyReport {
  files: number;
  skipped: number;
  copied: number;
  bytes: number;
}

/**
 * Copies every object of `from` to `to` (storage:migrate, decision 0190). An object already in
 * `to` with the same size is skipped: a second run after an interruption, or after instances
 * switched to the bucket, copies only what is missing. Nothing is deleted.
 */
export async function copyStorage(
  from: Storage,
  to: Storage,
  opts: { dryRun?: boolean; concurrency?: number; progress?: (done: number, total: number) => void } = {},
): Promise<CopyReport> {
  const files = await from.list('');
  const there = new Map((await to.list('')).map((o) => [o.key, o.size]));
  const todo = files.filter((f) => there.get(f.key) !== f.size);
  const report: CopyReport = { files: files.length, skipped: files.length - todo.length, copied: 0, bytes: 0 };
  if (opts.dryRun) return report;
  await eachLimit(todo, opts.concurrency ?? 8, async (f) => {
    const object = await from.get(f.key);
    if (!object) return; // deleted meanwhile
    await to.put(f.key, await buffer(object.body));
    report.copied++;
    report.bytes += f.size;
    opts.progress?.(report.copied, todo.length);
  });
  return report;
}
