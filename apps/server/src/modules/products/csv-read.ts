import { type FieldError, type FieldMessageKey, fieldMessage, type Language, slugify } from '@sen/core';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../lib/http';
import { CSV_COLUMNS } from './export';

export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** Largest file and row count one import takes (a 10,000-variant export is ~2.5 MB). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 50_000;

/** One data row of the file: its number as a spreadsheet shows it, and its cells by column. */
export interface CsvRow {
  row: number;
  /** A column absent from the header is undefined (an update then leaves that field alone). */
  cells: Partial<Record<CsvColumn, string>>;
}

export interface CsvFile {
  columns: ReadonlySet<CsvColumn>;
  rows: CsvRow[];
}

function unreadable(lang: Language, key: FieldMessageKey, params?: Record<string, string | number>): AppError {
  return new AppError(400, 'IMPORT_INVALID', undefined, [{ field: 'file', message: fieldMessage(key, lang, params) }]);
}

/**
 * The separator of the header line: Excel writes `;` where the decimal mark is a comma (Vietnamese,
 * French, German settings), `,` elsewhere; a tab-separated export is accepted too.
 */
function separatorOf(text: string): string {
  const end = text.indexOf('\n');
  const header = end === -1 ? text : text.slice(0, end);
  const count = (c: string) => header.split(c).length - 1;
  return [';', '\t'].reduce((best, c) => (count(c) > count(best) ? c : best), ',');
}

/**
 * Reads an uploaded product CSV: UTF-8 (with or without Excel's BOM; any other encoding is refused
 * with a clear message rather than imported as mojibake), `,` `;` or tab separated, header names
 * as the export writes them (case and spaces ignored). Throws 400 IMPORT_INVALID on the `file` field.
 */
export function readProductCsv(bytes: Buffer, lang: Language): CsvFile {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw unreadable(lang, 'import.encoding');
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let records: { record: string[]; info: { records: number; empty_lines: number } }[];
  try {
    records = parse(text, {
      delimiter: separatorOf(text),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      to: IMPORT_MAX_ROWS + 2,
    }) as unknown as typeof records;
  } catch (error) {
    throw new AppError(400, 'IMPORT_INVALID', undefined, [
      { field: 'file', message: `${fieldMessage('invalid_format', lang)}: ${(error as Error).message}`.slice(0, 300) },
    ]);
  }
  const [head, ...body] = records;
  if (!head) throw unreadable(lang, 'import.rows.none');
  const known = new Set<string>(CSV_COLUMNS);
  const index = new Map<CsvColumn, number>();
  head.record.forEach((name, i) => {
    const key = name.trim().toLowerCase().replace(/\s+/g, '_');
    if (known.has(key) && !index.has(key as CsvColumn)) index.set(key as CsvColumn, i);
  });
  if (!index.has('sku')) throw unreadable(lang, 'import.column.missing', { column: 'sku' });
  if (body.length === 0) throw unreadable(lang, 'import.rows.none');
  if (body.length > IMPORT_MAX_ROWS) throw unreadable(lang, 'import.rows.max', { max: IMPORT_MAX_ROWS });
  const rows = body.map(({ record, info }) => {
    const cells: Partial<Record<CsvColumn, string>> = {};
    for (const [column, i] of index) cells[column] = record[i] ?? '';
    // Spreadsheet numbering: the header is row 1; blank lines count as rows there too.
    return { row: info.records + info.empty_lines, cells };
  });
  return { columns: new Set(index.keys()), rows };
}

/** Parsed cells of one row, before anything is looked up in the database. */
export interface RowInput {
  row: number;
  sku: string;
  /** Rows of one product share it: the product_slug, else the name. */
  group: string;
  slug: string | null;
  name: string | undefined;
  status: 'draft' | 'published' | 'archived' | undefined;
  costPrice: number | null | undefined;
  barcode: string | null | undefined;
  taxClass: 'standard' | 'reduced' | 'zero' | undefined;
  category: string | undefined;
  brand: string | undefined;
  shortDescription: string | undefined;
  tags: string[] | undefined;
  variantName: string | undefined;
  /** undefined when no option column is in the file (an update keeps the variant's values). */
  options: { name: string; value: string }[] | undefined;
  price: number | undefined;
  comparePrice: number | null | undefined;
  quantity: number | undefined;
  errors: FieldError[];
}

/**
 * A whole number of đồng or pieces as people type them: "28990000", "28.990.000", "28,990,000",
 * "28 990 000 ₫", "1500000.00". Empty is undefined; anything else is NaN.
 */
export function wholeNumber(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  let s = raw.replace(/[\s\u00a0]/g, '').replace(/(\u20ab|\u0111|vnd)$/i, '');
  if (s === '') return undefined;
  const negative = s.startsWith('-');
  if (negative) s = s.slice(1);
  if (/^\d{1,3}([.,])\d{3}(\1\d{3})*$/.test(s)) s = s.replace(/[.,]/g, '');
  else s = s.replace(/[.,]0+$/, '');
  if (!/^\d{1,15}$/.test(s)) return Number.NaN;
  return (negative ? -1 : 1) * Number(s);
}

const STATUSES = new Set(['draft', 'published', 'archived']);
const TAX = new Set(['standard', 'reduced', 'zero']);
const SKU = /^[A-Z0-9][A-Z0-9._-]*$/;
const LIMITS: Partial<Record<CsvColumn, number>> = {
  name: 300,
  variant_name: 200,
  barcode: 64,
  short_description: 1000,
  option1_name: 50,
  option2_name: 50,
  option3_name: 50,
  option1_value: 50,
  option2_value: 50,
  option3_value: 50,
};

/**
 * Checks one row's cells on their own (numbers, status, lengths, option pairs, SKU format) and
 * reads them into typed values. Rules that need the database or the other rows come later.
 */
export function rowInput(r: CsvRow, lang: Language): RowInput {
  const c = r.cells;
  const errors: FieldError[] = [];
  const fail = (field: CsvColumn, key: FieldMessageKey, params?: Record<string, string | number>) =>
    errors.push({ field, message: fieldMessage(key, lang, params) });
  for (const [column, max] of Object.entries(LIMITS) as [CsvColumn, number][]) {
    if ((c[column]?.length ?? 0) > max) fail(column, 'import.text.tooLong', { max });
  }
  const sku = (c.sku ?? '').toUpperCase();
  if (!sku) fail('sku', 'import.sku.required');
  else if (sku.length > 64 || !SKU.test(sku)) fail('sku', 'product.sku.invalid');

  const money = (column: 'price' | 'compare_price' | 'cost_price' | 'quantity') => {
    const n = wholeNumber(c[column]);
    if (n === undefined) return undefined;
    if (Number.isNaN(n)) fail(column, 'import.number.invalid');
    else if (n < 0) fail(column, column === 'quantity' ? 'product.quantity.min' : 'product.price.min');
    else if (column === 'quantity' && n > 10_000_000) fail(column, 'import.number.invalid');
    return n;
  };
  const price = money('price');
  const comparePrice = money('compare_price');
  const costPrice = money('cost_price');
  const quantity = money('quantity');
  if (price !== undefined && comparePrice !== undefined && comparePrice < price) {
    fail('compare_price', 'product.comparePrice.min');
  }

  const status = c.status === undefined || c.status === '' ? undefined : c.status.toLowerCase();
  if (status !== undefined && !STATUSES.has(status)) fail('status', 'import.status.invalid');
  const taxClass = c.tax_class === undefined || c.tax_class === '' ? undefined : c.tax_class.toLowerCase();
  if (taxClass !== undefined && !TAX.has(taxClass)) fail('tax_class', 'import.taxClass.invalid');

  let options: { name: string; value: string }[] | undefined;
  if (c.option1_name !== undefined || c.option1_value !== undefined) {
    options = [];
    let ended = false;
    for (const i of [1, 2, 3] as const) {
      const name = c[`option${i}_name`] ?? '';
      const value = c[`option${i}_value`] ?? '';
      if (!name && !value) {
        ended = true;
        continue;
      }
      if (!name) fail(`option${i}_name`, 'catalogue.name.required');
      else if (!value) fail(`option${i}_value`, 'import.option.value.required', { name });
      else if (ended) fail(`option${i - 1}_name` as CsvColumn, 'catalogue.name.required');
      else options.push({ name, value });
    }
  }

  const slug = c.product_slug ? slugify(c.product_slug).slice(0, 120) || null : null;
  const name = c.name === undefined ? undefined : c.name;
  return {
    row: r.row,
    sku,
    group: slug ? `s:${slug}` : name ? `n:${name.toLowerCase()}` : `r:${r.row}`,
    slug,
    name,
    status: status as RowInput['status'],
    costPrice: c.cost_price === undefined ? undefined : (costPrice ?? null),
    barcode: c.barcode === undefined ? undefined : c.barcode || null,
    taxClass: taxClass as RowInput['taxClass'],
    category: c.category,
    brand: c.brand,
    shortDescription: c.short_description,
    tags:
      c.tags === undefined
        ? undefined
        : [
            ...new Set(
              c.tags
                .split(',')
                .map((t) => t.trim().slice(0, 60))
                .filter(Boolean),
            ),
          ].slice(0, 30),
    variantName: c.variant_name,
    options,
    price,
    comparePrice: c.compare_price === undefined ? undefined : (comparePrice ?? null),
    quantity,
    errors,
  };
}

/**
 * Every row read and grouped by product, in the file's order (the first row of a product places
 * it). A SKU seen on an earlier row is refused on the later one.
 */
export function groupRows(file: CsvFile, lang: Language): RowInput[][] {
  const groups = new Map<string, RowInput[]>();
  const seen = new Map<string, number>();
  for (const r of file.rows) {
    const input = rowInput(r, lang);
    if (input.sku) {
      const first = seen.get(input.sku);
      if (first !== undefined)
        input.errors.push({ field: 'sku', message: fieldMessage('import.sku.repeated', lang, { row: first }) });
      else seen.set(input.sku, input.row);
    }
    const list = groups.get(input.group);
    if (list) list.push(input);
    else groups.set(input.group, [input]);
  }
  return [...groups.values()];
}
