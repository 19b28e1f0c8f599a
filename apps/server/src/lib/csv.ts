import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/**
 * Every CSV download of the admin: UTF-8 with a byte-order mark so Excel shows Vietnamese, never
 * cached, rows streamed as they are made when `body` is an async iterable.
 */
export function sendCsv(reply: FastifyReply, fileName: string, body: string | Readable | AsyncIterable<string>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}.csv"`)
    .header('cache-control', 'no-store')
    .send(typeof body === 'string' || body instanceof Readable ? body : Readable.from(body));
}

/** The header row (with the BOM), then each page of rows as it comes. */
export async function* csvChunks(header: readonly string[], pages: AsyncIterable<unknown[][]> | Iterable<unknown[][]>) {
  yield `\uFEFF${stringify([header as string[]])}`;
  for await (const page of pages) if (page.length) yield stringify(page);
}

/** A whole small table at once: the BOM, the header, the rows. */
export function csvOf(header: readonly string[], rows: unknown[][], opts: { formulaSafe?: boolean } = {}): string {
  return `\uFEFF${stringify([header as string[], ...rows], opts.formulaSafe ? { cast: { string: csvSafe } } : {})}`;
}

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is kept as text. */
export function csvSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Today's date for a file name (2026-11-24). */
export const fileDay = () => new Date().toISOString().slice(0, 10);
