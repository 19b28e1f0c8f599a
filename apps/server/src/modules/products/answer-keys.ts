import { LANGUAGES } from '@sen/core';
import type { Cache } from '../../lib/cache';

/** The cache key of one product's answer (`GET /products/:idOrSlug`) in one language. */
export const productAnswerKey = (idOrSlug: string, lang: string) => `products:one:${idOrSlug}:${lang}`;

/**
 * Drops the product answers kept under these ids and slugs in every language: exact keys, so an
 * order's stock move costs one DEL with Redis instead of a SCAN of the whole database.
 */
export function dropProductAnswers(cache: Cache, idsOrSlugs: Iterable<string>): Promise<void> {
  return cache.drop([...new Set(idsOrSlugs)].flatMap((k) => LANGUAGES.map((l) => productAnswerKey(k, l))));
}
