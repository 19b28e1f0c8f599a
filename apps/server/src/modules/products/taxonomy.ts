import type { Language } from '@sen/core';
import type { FastifyInstance } from 'fastify';
import { parseTranslations } from '../../lib/translations';

export interface Node {
  id: string;
  slug: string;
  name: string;
  parentId: string | null;
  active: boolean;
  /** The row's translations column (JSON text), read by nameIn. */
  translations?: string;
}

/** The node's name in `lang`, falling back to its stored (vi) name (decision 0100). */
export function nameIn(node: Node, lang: Language): string {
  if (lang === 'vi') return node.name;
  return parseTranslations(node.translations)[lang]?.name?.trim() || node.name;
}

type Ref = { _id: string; name: string; slug: string } | null;

/** A product's category and brand named in `lang` (the product rows carry only the vi names). */
export function localizeRefs<T extends { category: Ref; brand: Ref }>(product: T, t: Taxonomy, lang: Language): T {
  if (lang === 'vi') return product;
  const rename = (ref: Ref, bySlug: Map<string, Node>): Ref => {
    const node = ref && bySlug.get(ref.slug);
    return ref && node ? { ...ref, name: nameIn(node, lang) } : ref;
  };
  return { ...product, category: rename(product.category, t.categoryBySlug), brand: rename(product.brand, t.brandBySlug) };
}

/** Categories, brands and sellers' shops in memory: a few dozen rows read on every listing request. */
export interface Taxonomy {
  categories: Node[];
  brands: Node[];
  /** Issue 18: sellers' shops (name: the shop's name; active: approved), for the seller filter. */
  sellers: Node[];
  categoryBySlug: Map<string, Node>;
  brandBySlug: Map<string, Node>;
  sellerBySlug: Map<string, Node>;
  /** Category id → itself and every descendant id, so a parent category lists its children's products. */
  subtree: Map<string, string[]>;
}

const TTL = 60_000;

export async function loadTaxonomy(app: FastifyInstance): Promise<Taxonomy> {
  const raw = await app.cache.wrap('products:taxonomy', TTL, async () => {
    const [categories, brands, sellers] = await Promise.all([
      app.db
        .selectFrom('categories')
        .select(['id', 'slug', 'name', 'parent_id', 'is_active', 'translations'])
        .orderBy('display_order')
        .orderBy('name_folded')
        .execute(),
      app.db
        .selectFrom('brands')
        .select(['id', 'slug', 'name', 'is_active', 'translations'])
        .orderBy('display_order')
        .orderBy('name_folded')
        .execute(),
      app.db.selectFrom('sellers').select(['id', 'slug', 'shop_name', 'status']).orderBy('shop_name').execute(),
    ]);
    return {
      categories: categories.map((c) => ({
        id: c.id,
        slug: c.slug,
        name: c.name,
        parentId: c.parent_id,
        active: c.is_active === 1,
        translations: c.translations,
      })),
      brands: brands.map((b) => ({
        id: b.id,
        slug: b.slug,
        name: b.name,
        parentId: null,
        active: b.is_active === 1,
        translations: b.translations,
      })),
      sellers: sellers.map((x) => ({
        id: x.id,
        slug: x.slug,
        name: x.shop_name,
        parentId: null,
        active: x.status === 'approved',
      })),
    };
  });
  return index(raw.categories, raw.brands, raw.sellers ?? []);
}

// Indexing is cheap, and keeping only plain arrays in the cache lets Redis hold it too.
const indexed = new WeakMap<Node[], Taxonomy>();

function index(categories: Node[], brands: Node[], sellers: Node[]): Taxonomy {
  const hit = indexed.get(categories);
  if (hit) return hit;
  const children = new Map<string, string[]>();
  for (const c of categories) {
    if (!c.parentId) continue;
    const list = children.get(c.parentId) ?? [];
    list.push(c.id);
    children.set(c.parentId, list);
  }
  const subtree = new Map<string, string[]>();
  for (const c of categories) {
    const ids: string[] = [];
    const stack = [c.id];
    const seen = new Set<string>();
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue; // a cycle in parent links must not hang the request
      seen.add(id);
      ids.push(id);
      stack.push(...(children.get(id) ?? []));
    }
    subtree.set(c.id, ids);
  }
  const t: Taxonomy = {
    categories,
    brands,
    categoryBySlug: new Map(categories.map((c) => [c.slug, c])),
    brandBySlug: new Map(brands.map((b) => [b.slug, b])),
    sellers,
    sellerBySlug: new Map(sellers.filter((x) => x.active).map((x) => [x.slug, x])),
    subtree,
  };
  indexed.set(categories, t);
  return t;
}
