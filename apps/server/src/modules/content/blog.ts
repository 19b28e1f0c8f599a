import type { BlogCategory, BlogListing, BlogPost, BlogPostPage, BlogPostSummary, Language } from '@sen/core';
import type { Kysely } from 'kysely';
import type { BlogPostsTable, Database } from '../../db/schema';
import { likeContains } from '../../lib/like';
import { paginate } from '../../lib/pagination';
import { parseTranslations, translate } from '../../lib/translations';
import { parseJson } from '../catalog/mappers';
import { VISIBLE_STATUSES } from './store';

const FEATURED = 3;
const RELATED = 3;

type SummaryRow = Pick<
  BlogPostsTable,
  | 'id'
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'cover_image'
  | 'category_id'
  | 'author_name'
  | 'tags'
  | 'is_featured'
  | 'published_at'
  | 'updated_at'
> & {
  category_name: string | null;
  category_slug: string | null;
  translations: string;
  category_translations: string | null;
};

const SUMMARY_COLUMNS = [
  'b.id',
  'b.title',
  'b.slug',
  'b.excerpt',
  'b.cover_image',
  'b.category_id',
  'b.author_name',
  'b.tags',
  'b.is_featured',
  'b.published_at',
  'b.updated_at',
  'b.translations',
] as const;

/** Published and due: a post scheduled for later stays hidden until its date (store.ts wakes the caches then). */
function published(db: Kysely<Database>, now: string) {
  return db
    .selectFrom('blog_posts as b')
    .leftJoin('blog_categories as c', 'c.id', 'b.category_id')
    .where('b.status', 'in', [...VISIBLE_STATUSES])
    .where('b.published_at', 'is not', null)
    .where('b.published_at', '<=', now);
}

function summaries(db: Kysely<Database>, now: string) {
  return published(db, now).select([...SUMMARY_COLUMNS, ...CATEGORY_COLUMNS]);
}

const CATEGORY_COLUMNS = [
  'c.name as category_name',
  'c.slug as category_slug',
  'c.translations as category_translations',
] as const;

/** A category's name in `lang`, falling back to the stored (vi) name. */
function categoryName(name: string, raw: string | null | undefined, lang: Language): string {
  return translate({ name }, raw, lang, ['name']).name;
}

function toSummary(r: SummaryRow, lang: Language): BlogPostSummary {
  const text = translate({ title: r.title, excerpt: r.excerpt }, r.translations, lang, ['title', 'excerpt']);
  return {
    _id: r.id,
    title: text.title,
    slug: r.slug,
    excerpt: text.excerpt,
    coverImage: r.cover_image,
    category:
      r.category_name && r.category_slug
        ? { name: categoryName(r.category_name, r.category_translations, lang), slug: r.category_slug }
        : null,
    author: r.author_name,
    tags: parseJson<string[]>(r.tags, []),
    isFeatured: r.is_featured === 1,
    publishedAt: r.published_at,
  };
}

function toPost(r: SummaryRow & { content: string; meta_title: string; meta_description: string }, lang: Language): BlogPost {
  const own = translate(
    { content: r.content, metaTitle: r.meta_title, metaDescription: r.meta_description },
    r.translations,
    lang,
    ['content', 'metaTitle', 'metaDescription'],
  );
  // A translated title without its own SEO title keeps the translated title rather than the vi SEO title.
  const texts = parseTranslations(r.translations)[lang];
  const metaTitle = lang !== 'vi' && texts?.title && !texts.metaTitle ? '' : own.metaTitle;
  const metaDescription = lang !== 'vi' && texts?.excerpt && !texts.metaDescription ? '' : own.metaDescription;
  return { ...toSummary(r, lang), content: own.content, updatedAt: r.updated_at, metaTitle, metaDescription };
}

async function categoriesWithCounts(db: Kysely<Database>, now: string, lang: Language): Promise<BlogCategory[]> {
  const [cats, counts] = await Promise.all([
    db.selectFrom('blog_categories').selectAll().orderBy('name').execute(),
    db
      .selectFrom('blog_posts')
      .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', 'in', [...VISIBLE_STATUSES])
      .where('published_at', '<=', now)
      .groupBy('category_id')
      .execute(),
  ]);
  const byId = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
  return cats.map((c) => ({
    _id: c.id,
    name: categoryName(c.name, c.translations, lang),
    slug: c.slug,
    postCount: byId.get(c.id) ?? 0,
  }));
}

export async function findBlogCategory(db: Kysely<Database>, slug: string, lang: Language = 'vi'): Promise<BlogCategory | null> {
  const now = new Date().toISOString();
  const categories = await categoriesWithCounts(db, now, lang);
  return categories.find((c) => c.slug === slug) ?? null;
}

/** A page of posts, newest first, with the sidebar: categories, featured posts and tags. */
export async function blogListing(
  db: Kysely<Database>,
  opts: { page: number; limit: number; tag?: string; category?: BlogCategory; lang?: Language },
): Promise<BlogListing> {
  const lang = opts.lang ?? 'vi';
  const now = new Date().toISOString();
  let filtered = published(db, now);
  if (opts.category) filtered = filtered.where('b.category_id', '=', opts.category._id);
  // Tags are stored as a JSON list of strings, so a tag appears quoted in the text.
  if (opts.tag) filtered = filtered.where(likeContains('b.tags', JSON.stringify(opts.tag)));
  const [items, count, categories, featured, tagRows] = await Promise.all([
    filtered
      .select([...SUMMARY_COLUMNS, ...CATEGORY_COLUMNS])
      .orderBy('b.published_at', 'desc')
      .orderBy('b.id')
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    categoriesWithCounts(db, now, lang),
    summaries(db, now).where('b.is_featured', '=', 1).orderBy('b.published_at', 'desc').limit(FEATURED).execute(),
    published(db, now).select('b.tags').execute(),
  ]);
  const tagCounts = new Map<string, number>();
  for (const r of tagRows) for (const t of parseJson<string[]>(r.tags, [])) tagCounts.set(t, (tagCounts.get(t) ?? 0) + 1);
  return {
    items: items.map((r) => toSummary(r, lang)),
    pagination: paginate(Number(count?.n ?? 0), opts.page, opts.limit),
    categories,
    featured: featured.map((r) => toSummary(r, lang)),
    tags: [...tagCounts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'vi')).map(([t]) => t),
    ...(opts.category ? { category: opts.category } : {}),
  };
}

export async function blogPost(db: Kysely<Database>, slug: string, lang: Language = 'vi'): Promise<BlogPostPage | null> {
  const now = new Date().toISOString();
  const row = await summaries(db, now)
    .select(['b.content', 'b.meta_title', 'b.meta_description'])
    .where('b.slug', '=', slug)
    .executeTakeFirst();
  if (!row) return null;
  const related = await summaries(db, now)
    .where('b.id', '!=', row.id)
    .$if(!!row.category_id, (q) => q.where('b.category_id', '=', row.category_id))
    .orderBy('b.published_at', 'desc')
    .orderBy('b.id')
    .limit(RELATED)
    .execute();
  return { post: toPost(row, lang), related: related.map((r) => toSummary(r, lang)) };
}
