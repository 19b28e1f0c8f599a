import { randomUUID } from 'node:crypto';
import {
  type AdminMenu,
  type AdminMenuColumn,
  type AdminMenuLink,
  type Category,
  fieldMessage,
  type Language,
  type MenuColumn,
  type MenuLink,
  menuInputSchema,
} from '@sen/core';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import type { MenuColumnsTable } from '../../db/tables/menu';
import { changeBus } from '../../lib/change-bus';
import { AppError, ok, sendCached } from '../../lib/http';
import { recordAudit } from '../audit/audit';
import { parseJson } from '../catalog/mappers';
import { listCategories } from '../catalog/queries';
import { writeTransaction } from '../orders/db';
import { CONTENT_TOPIC } from './store';

/*
 * The storefront's mega-menu (decision 0354). Kept under `catalog:` so a category write (its
 * name, order, active flag, product count) drops it with the rest of the catalogue; a menu write
 * drops only the menu and tells every instance to drop its rendered pages.
 */
const KEY = 'catalog:menu:';
const TTL = 30_000;
const WRITE = { permission: 'content.write' } as const;

type Row = Selectable<MenuColumnsTable>;

/** Where a category leads (the web's `categoryHref`): the listing filtered by it. */
const categoryHref = (slug: string) => `/products?category=${encodeURIComponent(slug)}`;

/** The active categories in display order, in one language. */
async function activeCategories(app: FastifyInstance, lang: Language): Promise<Category[]> {
  const { items } = await listCategories(
    app,
    { isActive: 'true', page: 1, limit: 500, sort: 'displayOrder', order: 'asc' } as Parameters<typeof listCategories>[1],
    lang,
  );
  return items;
}

function toAdminColumn(r: Row): AdminMenuColumn {
  return {
    kind: r.kind as AdminMenuColumn['kind'],
    categoryId: r.category_id ?? '',
    href: r.href,
    label: r.label,
    translations: parseJson<AdminMenuColumn['translations']>(r.translations, {}),
    image: r.image,
    visible: r.visible === 1,
    links: parseJson<AdminMenuLink[]>(r.links, []),
  };
}

/** No stored column: the category tree, top level as columns, their children as links. */
export function treeColumns(categories: Category[]): AdminMenuColumn[] {
  return categories
    .filter((c) => !c.parent)
    .map((c) => ({
      kind: 'category',
      categoryId: c._id,
      href: '',
      label: '',
      translations: {},
      image: '',
      visible: true,
      links: categories
        .filter((child) => child.parent === c._id)
        .map((child) => ({
          kind: 'category',
          categoryId: child._id,
          href: '',
          label: '',
          translations: {},
          image: '',
          isNew: false,
        })),
    }));
}

type Item = Pick<AdminMenuColumn, 'kind' | 'categoryId' | 'href' | 'label' | 'translations' | 'image'>;

/**
 * One item in one language: its label (translation, else Vietnamese, else for a category the
 * category's own translated name) and address. A category that is gone or inactive is left out.
 */
function resolve(item: Item, lang: Language, byId: Map<string, Category>) {
  const own = (lang !== 'vi' && item.translations[lang as keyof Item['translations']]) || item.label;
  if (item.kind === 'category') {
    const c = byId.get(item.categoryId);
    if (!c) return null;
    return { label: own || c.name, href: categoryHref(c.slug), image: item.image || c.image, count: c.productCount };
  }
  return { label: own, href: item.kind === 'link' ? item.href : null, image: item.image, count: null };
}

/** The menu as the header shows it, in one language. */
export async function publicMenu(app: FastifyInstance, lang: Language): Promise<MenuColumn[]> {
  const [rows, categories] = await Promise.all([
    app.db.selectFrom('menu_columns').selectAll().orderBy('position').execute(),
    activeCategories(app, lang),
  ]);
  const byId = new Map(categories.map((c) => [c._id, c]));
  const columns = rows.length
    ? rows.filter((r) => r.visible === 1).map((r) => ({ id: r.id, col: toAdminColumn(r) }))
    : treeColumns(categories).map((col) => ({ id: col.categoryId, col }));
  const out: MenuColumn[] = [];
  for (const { id, col } of columns) {
    const head = resolve(col, lang, byId);
    if (!head) continue;
    const links: MenuLink[] = [];
    for (const link of col.links) {
      const l = resolve(link, lang, byId);
      // Only categories can vanish; a link always has its address.
      if (l?.href) links.push({ label: l.label, href: l.href, image: link.image, ...(link.isNew ? { isNew: true } : {}) });
    }
    out.push({ id, label: head.label, href: head.href, image: head.image, count: head.count, links });
  }
  return out;
}

async function adminMenu(app: FastifyInstance): Promise<AdminMenu> {
  const rows = await app.db.selectFrom('menu_columns').selectAll().orderBy('position').execute();
  if (rows.length) {
    const updatedAt = rows.reduce((max, r) => (r.updated_at > max ? r.updated_at : max), '');
    return { custom: true, columns: rows.map(toAdminColumn), updatedAt };
  }
  return { custom: false, columns: treeColumns(await activeCategories(app, 'vi')), updatedAt: null };
}

const menu: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get('/menu', { schema: { tags: ['content'], summary: 'The mega-menu in the request language' } }, async (req, reply) =>
    sendCached(app, reply, `${KEY}${req.lang}`, TTL, () => publicMenu(app, req.lang)),
  );

  app.get('/admin/menu', { schema: { tags, summary: 'The mega-menu as staff edit it' }, config: WRITE }, async () =>
    ok(await adminMenu(app)),
  );

  app.put(
    '/admin/menu',
    {
      schema: { tags, summary: 'Replace the mega-menu (an empty list goes back to the category tree)', body: menuInputSchema },
      config: WRITE,
    },
    async (req) => {
      const { columns } = req.body;
      // Every category named must exist (an inactive one is kept and hidden until it is active again).
      const ids = [...new Set(columns.flatMap((c) => [c.categoryId, ...c.links.map((l) => l.categoryId)]).filter(Boolean))];
      const known = ids.length
        ? new Set((await app.db.selectFrom('categories').select('id').where('id', 'in', ids).execute()).map((r) => r.id))
        : new Set<string>();
      const unknown = columns.flatMap((c, i) => [
        ...(c.categoryId && !known.has(c.categoryId) ? [`columns.${i}.categoryId`] : []),
        ...c.links.flatMap((l, j) => (l.categoryId && !known.has(l.categoryId) ? [`columns.${i}.links.${j}.categoryId`] : [])),
      ]);
      if (unknown.length)
        throw new AppError(
          400,
          'VALIDATION_ERROR',
          undefined,
          unknown.map((field) => ({ field, message: fieldMessage('product.category.unknown', req.lang) })),
        );
      const at = new Date().toISOString();
      // What a kind does not use is not stored (a link keeps no category, a label no address).
      const clean = <T extends Item>(item: T): T => ({
        ...item,
        categoryId: item.kind === 'category' ? item.categoryId : '',
        href: item.kind === 'link' ? item.href : '',
      });
      const rows = columns.map((c, position) => ({
        id: randomUUID(),
        position,
        kind: c.kind,
        category_id: c.kind === 'category' ? c.categoryId : null,
        href: c.kind === 'link' ? c.href : '',
        label: c.label,
        translations: JSON.stringify(c.translations),
        image: c.image,
        visible: c.visible ? 1 : 0,
        links: JSON.stringify(c.links.map(clean)),
        updated_at: at,
      }));
      await writeTransaction(app.db, app.dialect, async (trx) => {
        const before = await trx.selectFrom('menu_columns').selectAll().orderBy('position').execute();
        await trx.deleteFrom('menu_columns').execute();
        if (rows.length) await trx.insertInto('menu_columns').values(rows).execute();
        await recordAudit(trx, {
          actor: req.user,
          action: 'update',
          entity: 'menu',
          entityId: 'storefront',
          before: before.length ? before.map(toAdminColumn) : undefined,
          after: rows.length ? rows.map(toAdminColumn) : undefined,
        });
      });
      await app.cache.invalidate(KEY);
      // Every instance drops its rendered pages (web/ssr.ts listens to the content topic).
      await (await changeBus(app)).publish(CONTENT_TOPIC);
      return ok(await adminMenu(app));
    },
  );
};

export default menu;
