import type { Catalogue } from '../translate';

/**
 * The areas a language's server texts hold besides its catalogue, in the order they are merged: every
 * storefront area, and of the back office only the word a duplicated product's name takes
 * (admin-catimport). The rest of the back office comes with its pages' loader data (adminTexts in the
 * web app). One list for the five languages: each `<lang>.ts` must pass exactly these (the type says so).
 */
const AREAS = [
  'reviews',
  'info',
  'address',
  'payments',
  'courses',
  'returns',
  'stores',
  'chat',
  'rewards',
  'invoice',
  'promotions',
  'seller',
  'shops',
  'catimport',
] as const;

export type ServerArea = (typeof AREAS)[number];

/** A language's catalogue with its areas merged in, one object (the server keeps it as given). */
export function serverTexts(messages: Catalogue, areas: Record<ServerArea, Catalogue>): Catalogue {
  return Object.assign({}, messages, ...AREAS.map((a) => areas[a]));
}
