import { randomUUID } from 'node:crypto';
import { foldText } from '@sen/core';
import type { FastifyInstance } from 'fastify';

/** What a test says of a category or brand; the rest is empty. */
interface TaxonomySpec {
  name: string;
  slug: string;
  active?: boolean;
  displayOrder?: number;
}

function commonColumns(spec: TaxonomySpec) {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    name: spec.name,
    name_folded: foldText(spec.name),
    slug: spec.slug,
    description: '',
    meta_title: '',
    meta_description: '',
    meta_keywords: '[]',
    is_active: spec.active === false ? 0 : 1,
    display_order: spec.displayOrder ?? 1,
    created_at: now,
    updated_at: now,
  };
}

/** A top-level category written straight to the database (tests). */
export async function addCategory(app: FastifyInstance, spec: TaxonomySpec): Promise<{ id: string; slug: string }> {
  const row = { ...commonColumns(spec), image: '', parent_id: null };
  await app.db.insertInto('categories').values(row).execute();
  return { id: row.id, slug: row.slug };
}

/** A brand written straight to the database (tests). */
export async function addBrand(app: FastifyInstance, spec: TaxonomySpec): Promise<{ id: string; slug: string }> {
  const row = {
    ...commonColumns(spec),
    logo: '',
    cover_image: '',
    website: '',
    is_featured: 0,
    origin_country: '',
    origin_year: null,
  };
  await app.db.insertInto('brands').values(row).execute();
  return { id: row.id, slug: row.slug };
}
