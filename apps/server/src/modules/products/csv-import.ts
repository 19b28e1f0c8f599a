import { randomUUID } from 'node:crypto';
import {
  type FieldError,
  type FieldMessageKey,
  fieldMessage,
  type ImportRowReport,
  type Language,
  MAX_PRODUCT_VARIANTS,
  optionVariantIssues,
  type ProductOptionInput,
  type ProductPatch,
  type ProductVariantInput,
  slugify,
} from '@sen/core';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProductVariantsTable } from '../../db/tables/catalogue';
import { type AuditActor, recordAudit, recordAudits } from '../audit/audit';
import { parseJson } from '../catalog/mappers';
import { recordMoves, staffMover } from '../reports/movements';
import type { RowInput } from './csv-read';
import {
  insertProducts,
  listingColumns,
  type ProductPlan,
  productColumns,
  resolveSlug,
  variantColumns,
  writeCategories,
  writeTags,
  writeVariants,
} from './write';

type Db = Kysely<Database> | Transaction<Database>;

/** Category and brand ids by slug (and by id): small tables, read once per import. */
export interface ImportRefs {
  categories: Map<string, string>;
  brands: Map<string, string>;
}

export async function loadRefs(db: Db): Promise<ImportRefs> {
  const [categories, brands] = await Promise.all([
    db.selectFrom('categories').select(['id', 'slug']).execute(),
    db.selectFrom('brands').select(['id', 'slug']).execute(),
  ]);
  const map = (rows: { id: string; slug: string }[]) =>
    new Map(rows.flatMap((r) => [[r.slug.toLowerCase(), r.id] as const, [r.id.toLowerCase(), r.id] as const]));
  return { categories: map(categories), brands: map(brands) };
}

type Variant = ProductVariantInput & { sku: string; fromRow: RowInput | null };

interface CreateWrite {
  kind: 'create';
  name: string;
  slug: string | null;
  status: 'draft' | 'published' | 'archived' | undefined;
  columns: ReturnType<typeof productColumns>;
  categories: string[];
  tags: string[];
  plan: ProductPlan;
}
interface UpdateWrite {
  kind: 'update';
  productId: string;
  columns: ReturnType<typeof productColumns>;
  categories: string[] | undefined;
  tags: string[] | undefined;
  plan: ProductPlan;
  before: unknown;
}

/** What one product's rows come to: a report per row and the write (none when every row is refused). */
export interface GroupPlan {
  rows: ImportRowReport[];
  write: CreateWrite | UpdateWrite | null;
}

const CHUNK = 500;
function chunks<T>(list: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Where a rule of optionVariantIssues points, as a column of the file. */
function columnOf(path: (string | number)[]): string {
  if (path[0] === 'variants' && path.length >= 3) {
    return path[2] === 'sku' ? 'sku' : path[2] === 'comparePrice' ? 'compare_price' : 'option1_value';
  }
  if (path[0] === 'options' && typeof path[1] === 'number') {
    return path[2] === 'values' ? `option${path[1] + 1}_value` : `option${path[1] + 1}_name`;
  }
  return 'option1_name';
}

/**
 * Plans products from their rows against the database as it is now (nothing is written): which
 * SKUs exist (a row matching one updates that variant, the others add variants to the product of
 * their product_slug, or of their first known SKU, or to a new one), whether categories
 * and brands exist, and the option/variant rules the API applies. The dry run shows the reports;
 * the job plans each chunk again inside its transaction and writes it.
 */
export async function planGroups(db: Db, groups: RowInput[][], refs: ImportRefs, lang: Language): Promise<GroupPlan[]> {
  const msg = (key: FieldMessageKey, params?: Record<string, string | number>) => fieldMessage(key, lang, params);
  const skus = groups.flatMap((g) => g.filter((r) => r.sku && r.errors.length === 0).map((r) => r.sku));
  const variantRows = (
    await Promise.all(
      chunks(skus).map((part) =>
        db.selectFrom('product_variants').select(['sku', 'product_id']).where('sku', 'in', part).execute(),
      ),
    )
  ).flat();
  const productOfSku = new Map(variantRows.map((v) => [v.sku, v.product_id]));
  const slugs = groups.flatMap((g) => (g[0]?.slug ? [g[0].slug] : []));
  const bySlug = new Map(
    (
      await Promise.all(
        chunks(slugs).map((part) => db.selectFrom('products').select(['id', 'slug']).where('slug', 'in', part).execute()),
      )
    )
      .flat()
      .map((p) => [p.slug, p.id]),
  );
  // The products these rows touch, with every variant, option and category they have now.
  const targets = [...new Set([...productOfSku.values(), ...bySlug.values()])];
  const products: { id: string; slug: string; name: string }[] = [];
  const variants: Selectable<ProductVariantsTable>[] = [];
  const options: { product_id: string; name: string; option_values: string }[] = [];
  const categories: { product_id: string; category_id: string }[] = [];
  for (const ids of chunks(targets)) {
    const [p, v, o, c] = await Promise.all([
      db.selectFrom('products').select(['id', 'slug', 'name']).where('id', 'in', ids).execute(),
      db
        .selectFrom('product_variants')
        .selectAll()
        .where('product_id', 'in', ids)
        .orderBy('product_id')
        .orderBy('position')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('product_options')
        .select(['product_id', 'name', 'option_values'])
        .where('product_id', 'in', ids)
        .orderBy('position')
        .execute(),
      db
        .selectFrom('product_categories')
        .select(['product_id', 'category_id'])
        .where('product_id', 'in', ids)
        .orderBy('product_id')
        .orderBy('position')
        .execute(),
    ]);
    products.push(...p);
    variants.push(...v);
    options.push(...o);
    categories.push(...c);
  }
  const productById = new Map(products.map((p) => [p.id, p]));
  const group = <T extends { product_id: string }>(rows: T[]) => {
    const out = new Map<string, T[]>();
    for (const r of rows) out.set(r.product_id, [...(out.get(r.product_id) ?? []), r]);
    return out;
  };
  const variantsOf = group(variants);
  const optionsOf = group(options);
  const categoriesOf = group(categories);

  return groups.map((rows) => {
    const fail = (r: RowInput, field: string, key: FieldMessageKey, params?: Record<string, string | number>) =>
      r.errors.push({ field, message: msg(key, params) });
    // Rows refer to existing category and brand slugs.
    for (const r of rows) {
      if (r.errors.length) continue;
      if (r.category && !refs.categories.has(r.category.toLowerCase())) fail(r, 'category', 'product.category.unknown');
      if (r.brand && !refs.brands.has(r.brand.toLowerCase())) fail(r, 'brand', 'product.brand.unknown');
    }
    // The product: the one with the rows' slug (none: a new one); rows without a slug, the one
    // their first known SKU belongs to. A SKU of any other product is refused on its row.
    let target: string | null = null;
    if (rows[0]?.slug) target = bySlug.get(rows[0].slug) ?? null;
    else {
      for (const r of rows) {
        const owner = r.errors.length ? undefined : productOfSku.get(r.sku);
        if (owner && !target) target = owner;
      }
    }
    for (const r of rows) {
      const owner = r.errors.length ? undefined : productOfSku.get(r.sku);
      if (owner && owner !== target) {
        fail(r, 'sku', 'import.sku.otherProduct', { slug: productById.get(owner)?.slug ?? owner });
      }
    }
    const existing = target ? (variantsOf.get(target) ?? []) : [];
    const existingOptions = target
      ? (optionsOf.get(target) ?? []).map((o) => ({ name: o.name, values: parseJson<string[]>(o.option_values, []) }))
      : [];
    const bySku = new Map(existing.map((v) => [v.sku, v]));

    let plan: { options: ProductOptionInput[]; list: Variant[] } | null = null;
    for (let round = 0; round < 5; round++) {
      const valid = rows.filter((r) => r.errors.length === 0);
      if (valid.length === 0) break;
      const lead = valid[0]!;
      if (!target && !lead.name) {
        for (const r of valid) fail(r, 'name', 'product.name.required');
        break;
      }
      const list: Variant[] = existing.map((v) => ({
        _id: v.id,
        name: v.name,
        sku: v.sku,
        price: Number(v.price),
        comparePrice: v.compare_price == null ? null : Number(v.compare_price),
        quantity: v.quantity,
        image: v.image,
        options: parseJson<{ name: string; value: string }[]>(v.option_values, []),
        fromRow: null,
      }));
      let missingPrice = false;
      for (const r of valid) {
        const known = bySku.get(r.sku);
        if (known) {
          const v = list.find((x) => x._id === known.id)!;
          if (r.variantName !== undefined) v.name = r.variantName;
          if (r.price !== undefined) v.price = r.price;
          if (r.comparePrice !== undefined) v.comparePrice = r.comparePrice;
          if (r.quantity !== undefined) v.quantity = r.quantity;
          if (r.options !== undefined) v.options = r.options;
          v.fromRow = r;
        } else if (r.price === undefined) {
          fail(r, 'price', 'product.price.required');
          missingPrice = true;
        } else {
          list.push({
            name: r.variantName ?? '',
            sku: r.sku,
            price: r.price,
            comparePrice: r.comparePrice ?? null,
            quantity: r.quantity ?? 0,
            image: '',
            options: r.options ?? [],
            fromRow: r,
          });
        }
      }
      if (missingPrice) continue;
      // Options: the product's own, in order; names are positional, values gathered from the variants.
      const opts: ProductOptionInput[] = existingOptions.map((o) => ({ name: o.name, values: [...o.values] }));
      let misnamed = false;
      for (const v of list) {
        v.options.forEach((o, i) => {
          const current = opts[i];
          if (!current) opts[i] = { name: o.name, values: [o.value] };
          else if (current.name.toLowerCase() !== o.name.toLowerCase()) {
            if (v.fromRow) {
              fail(v.fromRow, `option${i + 1}_name`, 'import.option.name');
              misnamed = true;
            }
          } else if (!current.values.some((x) => x.toLowerCase() === o.value.toLowerCase())) current.values.push(o.value);
        });
      }
      if (misnamed) continue;
      const issues = optionVariantIssues(opts, list);
      if (list.length > MAX_PRODUCT_VARIANTS) {
        issues.push({ path: ['variants'], message: 'import.variants.max' });
      }
      if (issues.length === 0) {
        plan = { options: opts, list };
        break;
      }
      plan = null;
      const csvRows = list.filter((v) => v.fromRow).map((v) => v.fromRow!);
      const added = list.filter((v) => v.fromRow && !v._id).map((v) => v.fromRow!);
      for (const issue of issues) {
        const i = issue.path[0] === 'variants' && typeof issue.path[1] === 'number' ? issue.path[1] : null;
        const hit = i !== null ? (list[i]?.fromRow ? [list[i]!.fromRow!] : csvRows) : added.length ? added : csvRows;
        for (const r of hit) {
          if (r.errors.length) continue;
          fail(r, columnOf(issue.path), issue.message as FieldMessageKey, { max: MAX_PRODUCT_VARIANTS });
        }
      }
    }

    const reports: ImportRowReport[] = rows.map((r) => ({
      row: r.row,
      sku: r.sku,
      action: r.errors.length ? 'reject' : bySku.has(r.sku) ? 'update' : 'create',
      errors: r.errors as FieldError[],
    }));
    const valid = rows.filter((r) => r.errors.length === 0);
    if (!plan || valid.length === 0) {
      for (const rep of reports) if (rep.action !== 'reject') rep.action = 'reject';
      return { rows: reports, write: null };
    }
    const lead = valid[0]!;
    const productPlan: ProductPlan = {
      options: plan.options,
      variants: plan.list.map(({ fromRow: _r, _id: _i, ...v }) => v),
      keepIds: plan.list.map((v) => v._id ?? null),
    };
    const categoryId = lead.category ? refs.categories.get(lead.category.toLowerCase())! : undefined;
    const brand = lead.brand === undefined ? undefined : lead.brand ? refs.brands.get(lead.brand.toLowerCase())! : null;
    const patch: ProductPatch = {
      ...(lead.name ? { name: lead.name } : {}),
      ...(lead.status !== undefined ? { status: lead.status } : {}),
      ...(lead.costPrice !== undefined ? { costPrice: lead.costPrice } : {}),
      ...(lead.barcode !== undefined ? { barcode: lead.barcode } : {}),
      ...(lead.taxClass !== undefined ? { taxClass: lead.taxClass } : {}),
      ...(lead.shortDescription !== undefined ? { shortDescription: lead.shortDescription } : {}),
      ...(lead.tags !== undefined ? { tags: lead.tags } : {}),
      ...(brand !== undefined ? { brand } : {}),
    };
    if (!target) {
      const categoriesNew = categoryId ? [categoryId] : [];
      return {
        rows: reports,
        write: {
          kind: 'create',
          name: lead.name!,
          slug: lead.slug,
          status: lead.status,
          columns: productColumns({ ...patch, categories: categoriesNew }),
          categories: categoriesNew,
          tags: lead.tags ?? [],
          plan: productPlan,
        },
      };
    }
    // The file's category becomes the primary one; the product's other categories stay.
    const current = (categoriesOf.get(target) ?? []).map((c) => c.category_id);
    const categoriesNext =
      categoryId && current[0] !== categoryId ? [categoryId, ...current.filter((c) => c !== categoryId)] : undefined;
    const summary = (list: { sku: string; price: number; comparePrice?: number | null; quantity: number }[]) =>
      list.map((v) => ({ sku: v.sku, price: v.price, comparePrice: v.comparePrice ?? null, quantity: v.quantity }));
    return {
      rows: reports,
      write: {
        kind: 'update',
        productId: target,
        columns: productColumns({ ...patch, ...(categoriesNext ? { categories: categoriesNext } : {}) }),
        categories: categoriesNext,
        tags: lead.tags,
        plan: productPlan,
        before: {
          name: productById.get(target)?.name,
          variants: summary(
            existing.map((v) => ({
              sku: v.sku,
              price: Number(v.price),
              comparePrice: v.compare_price == null ? null : Number(v.compare_price),
              quantity: v.quantity,
            })),
          ),
        },
      },
    };
  });
}

function auditAfter(write: CreateWrite | UpdateWrite, jobId: string) {
  return {
    ...write.columns,
    variants: write.plan.variants.map((v) => ({
      sku: v.sku,
      price: v.price,
      comparePrice: v.comparePrice ?? null,
      quantity: v.quantity,
    })),
    importJob: jobId,
  };
}

/**
 * Writes a chunk's planned products inside its transaction, each audited like an edit in the
 * admin. New products go in a few multi-row inserts (products, options, variants, categories,
 * tags, audit entries) rather than a dozen statements each: 10,000 rows in seconds, not minutes.
 */
export async function applyGroups(
  trx: Transaction<Database>,
  writes: (CreateWrite | UpdateWrite)[],
  ctx: { now: string; actor: AuditActor | null; lang: Language; jobId: string },
): Promise<string[]> {
  const written: string[] = [];
  const creates = writes.filter((w): w is CreateWrite => w.kind === 'create');
  if (creates.length) {
    // Slugs: the one asked for (else the name's) when free and not taken earlier in the chunk.
    const wanted = creates.map((w) => w.slug ?? (slugify(w.name).slice(0, 100) || 'san-pham'));
    const taken = new Set(
      (
        await trx
          .selectFrom('products')
          .select('slug')
          .where('slug', 'in', [...new Set(wanted)])
          .execute()
      ).map((r) => r.slug),
    );
    const rows: {
      id: string;
      name: string;
      slug: string;
      status?: string;
      now: string;
      columns: ReturnType<typeof productColumns>;
    }[] = [];
    for (const [i, w] of creates.entries()) {
      const id = randomUUID();
      let slug = wanted[i]!;
      if (taken.has(slug)) slug = await resolveSlug(trx, id, undefined, slug, ctx.lang);
      taken.add(slug);
      rows.push({
        id,
        name: w.name,
        slug,
        status: w.status,
        now: ctx.now,
        columns: { ...w.columns, ...listingColumns(w.plan.variants) },
      });
    }
    await insertProducts(trx, rows);
    written.push(...rows.map((r) => r.id));
    const options = creates.flatMap((w, k) =>
      w.plan.options.map((o, i) => ({
        id: randomUUID(),
        product_id: rows[k]!.id,
        name: o.name,
        position: i,
        option_values: JSON.stringify(o.values),
      })),
    );
    const variants = creates.flatMap((w, k) =>
      w.plan.variants.map((v, i) => ({
        ...variantColumns(w.plan, v, i, ctx.now),
        id: randomUUID(),
        product_id: rows[k]!.id,
        created_at: ctx.now,
      })),
    );
    const categories = creates.flatMap((w, k) =>
      w.categories.map((category_id, position) => ({ product_id: rows[k]!.id, category_id, position })),
    );
    const tags = creates.flatMap((w, k) =>
      [...new Set(w.tags.map((t) => t.toLowerCase()))].map((tag) => ({ product_id: rows[k]!.id, tag })),
    );
    // Bound the statement's parameters (SQLite and PostgreSQL both cap them).
    for (const part of chunks(options, 1000)) await trx.insertInto('product_options').values(part).execute();
    for (const part of chunks(variants, 500)) await trx.insertInto('product_variants').values(part).execute();
    await recordMoves(
      trx,
      { reason: 'import', reference: ctx.jobId, ...staffMover(ctx.actor) },
      variants.map((v) => ({ productId: v.product_id, variantId: v.id, delta: v.quantity, after: v.quantity })),
      ctx.now,
    );
    for (const part of chunks(categories, 2000)) await trx.insertInto('product_categories').values(part).execute();
    for (const part of chunks(tags, 2000)) await trx.insertInto('product_tags').values(part).execute();
    await recordAudits(
      trx,
      creates.map((w, k) => ({
        actor: ctx.actor,
        action: 'create',
        entity: 'product',
        entityId: rows[k]!.id,
        after: { slug: rows[k]!.slug, ...auditAfter(w, ctx.jobId) },
      })),
    );
  }
  for (const write of writes) {
    if (write.kind !== 'update') continue;
    await trx
      .updateTable('products')
      .set({ ...write.columns, updated_at: ctx.now })
      .where('id', '=', write.productId)
      .execute();
    await writeVariants(trx, write.productId, write.plan, ctx.now, {
      reason: 'import',
      reference: ctx.jobId,
      ...staffMover(ctx.actor),
    });
    if (write.categories) await writeCategories(trx, write.productId, write.categories);
    if (write.tags) await writeTags(trx, write.productId, write.tags);
    await recordAudit(trx, {
      actor: ctx.actor,
      action: 'update',
      entity: 'product',
      entityId: write.productId,
      before: write.before,
      after: auditAfter(write, ctx.jobId),
    });
    written.push(write.productId);
  }
  return written;
}
