import type { BlogCategory, BlogListing, BlogPost, BlogPostPage, BlogPostSummary } from '@sen/core';
import type { Kysely } from 'kysely';
import type { BlogPostsTable, Database } from '../../db/schema';
import { paginate } from '../../lib/pagination';
import { parseJson } from '../catalog/mappers';

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
> & { category_name: string | null; category_slug: string | null };

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
] as const;

/** Published and due: a post scheduled for later stays hidden until its date. */
function published(db: Kysely<Database>, now: string) {
  return db
    .selectFrom('blog_posts as b')
    .leftJoin('blog_categories as c', 'c.id', 'b.category_id')
    .where('b.status', '=', 'published')
    .where('b.published_at', 'is not', null)
    .where('b.published_at', '<=', now);
}

function summaries(db: Kysely<Database>, now: string) {
  return published(db, now).select([...SUMMARY_COLUMNS, 'c.name as category_name', 'c.slug as category_slug']);
}

function toSummary(r: SummaryRow): BlogPostSummary {
  return {
    _id: r.id,
    title: r.title,
    slug: r.slug,
    excerpt: r.excerpt,
    coverImage: r.cover_image,
    category: r.category_name && r.category_slug ? { name: r.category_name, slug: r.category_slug } : null,
    author: r.author_name,
    tags: parseJson<string[]>(r.tags, []),
    isFeatured: r.is_featured === 1,
    publishedAt: r.published_at,
  };
}

function toPost(r: SummaryRow & { content: string }): BlogPost {
  return { ...toSummary(r), content: r.content, updatedAt: r.updated_at };
}

async function categoriesWithCounts(db: Kysely<Database>, now: string): Promise<BlogCategory[]> {
  const [cats, counts] = await Promise.all([
    db.selectFrom('blog_categories').selectAll().orderBy('name').execute(),
    db
      .selectFrom('blog_posts')
      .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', '=', 'published')
      .where('published_at', '<=', now)
      .groupBy('category_id')
      .execute(),
  ]);
  const byId = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
  return cats.map((c) => ({ _id: c.id, name: c.name, slug: c.slug, postCount: byId.get(c.id) ?? 0 }));
}

export async function findBlogCategory(db: Kysely<Database>, slug: string): Promise<BlogCategory | null> {
  const now = new Date().toISOString();
  const categories = await categoriesWithCounts(db, now);
  return categories.find((c) => c.slug === slug) ?? null;
}

/** A page of posts, newest first, with the sidebar: categories, featured posts and tags. */
export async function blogListing(
  db: Kysely<Database>,
  opts: { page: number; limit: number; tag?: string; category?: BlogCategory },
): Promise<BlogListing> {
  const now = new Date().toISOString();
  let filtered = published(db, now);
  if (opts.category) filtered = filtered.where('b.category_id', '=', opts.category._id);
  // Tags are stored as a JSON list of strings, so a tag appears quoted in the text.
  if (opts.tag) filtered = filtered.where('b.tags', 'like', `%${JSON.stringify(opts.tag).replace(/[%_]/g, '')}%`);
  const [items, count, categories, featured, tagRows] = await Promise.all([
    filtered
      .select([...SUMMARY_COLUMNS, 'c.name as category_name', 'c.slug as category_slug'])
      .orderBy('b.published_at', 'desc')
      .orderBy('b.id')
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    categoriesWithCounts(db, now),
    summaries(db, now).where('b.is_featured', '=', 1).orderBy('b.published_at', 'desc').limit(FEATURED).execute(),
    published(db, now).select('b.tags').execute(),
  ]);
  const tagCounts = new Map<string, number>();
  for (const r of tagRows) for (const t of parseJson<string[]>(r.tags, [])) tagCounts.set(t, (tagCounts.get(t) ?? 0) + 1);
  return {
    items: items.map(toSummary),
    pagination: paginate(Number(count?.n ?? 0), opts.page, opts.limit),
    categories,
    featured: featured.map(toSummary),
    tags: [...tagCounts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'vi')).map(([t]) => t),
    ...(opts.category ? { category: opts.category } : {}),
  };
}

export async function blogPost(db: Kysely<Database>, slug: string): Promise<BlogPostPage | null> {
  const now = new Date().toISOString();
  const row = await summaries(db, now).select('b.content').where('b.slug', '=', slug).executeTakeFirst();
  if (!row) return null;
  const related = await summaries(db, now)
    .where('b.id', '!=', row.id)
    .$if(!!row.category_id, (q) => q.where('b.category_id', '=', row.category_id))
    .orderBy('b.published_at', 'desc')
    .orderBy('b.id')
    .limit(RELATED)
    .execute();
  return { post: toPost(row), related: related.map(toSummary) };
}
