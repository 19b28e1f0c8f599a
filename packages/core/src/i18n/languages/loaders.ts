import type { Language } from '../../language';
import type { Catalogue } from '../translate';

/**
 * A language's whole texts (its catalogue and every area in ./server-texts.ts), one chunk per language:
 * loaded by the server when a request first asks for the language (../index.ts) and by the back
 * office in the browser (apps/web/app/features/admin/kit/language-texts.ts). Decision 0389.
 */
export const LANGUAGE_TEXTS: Record<Language, () => Promise<Catalogue>> = {
  vi: () => import('./vi').then((m) => m.texts),
  en: () => import('./en').then((m) => m.texts),
  fr: () => import('./fr').then((m) => m.texts),
  de: () => import('./de').then((m) => m.texts),
  ja: () => import('./ja').then((m) => m.texts),
};
