import type { Language, MessageKey } from '@sen/core';
import { translate } from '@sen/core/i18n/translate';
import { isLanguage } from '@sen/core/language';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** The page language from the root route's data (meta functions run outside React). */
export function metaLanguage(matches: ReadonlyArray<MatchLike | undefined>): Language {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { lang?: unknown } | undefined;
  return isLanguage(root?.lang) ? root.lang : 'vi';
}

/** <title> and description for a page, translated; titles get the " | Sen" suffix unless `bare`. */
export function pageMeta(
  matches: ReadonlyArray<MatchLike | undefined>,
  titleKey: MessageKey,
  descriptionKey: MessageKey,
  options: { bare?: boolean } = {},
) {
  const lang = metaLanguage(matches);
  const title = translate(lang, titleKey);
  return [
    { title: options.bare ? title : `${title} | ${translate(lang, 'app.name')}` },
    { name: 'description', content: translate(lang, descriptionKey) },
  ];
}
