import type { ErrorCode, FieldMessageKey } from '../errors';
import type { Language } from '../language';

/** A language's API error and field messages (vi and en live next to their schemas, in ../errors.ts). */
export interface ErrorTexts {
  errors: Record<ErrorCode, string>;
  fields: Record<FieldMessageKey, string>;
}

/*
 * fr/de/ja error texts: the server registers all of them at start (apps/server/src/plugins/language.ts),
 * the browser only the page's language with its catalogue (../catalogues/<lang>.ts), so a page that shows
 * field messages does not carry every language.
 */
const registry: Partial<Record<Language, ErrorTexts>> = {};

export function registerErrorTexts(lang: Language, texts: ErrorTexts): void {
  registry[lang] = texts;
}

export function registeredErrorText(lang: Language, code: ErrorCode): string | undefined {
  return registry[lang]?.errors[code];
}

export function registeredFieldText(lang: Language, key: FieldMessageKey): string | undefined {
  return registry[lang]?.fields[key];
}
