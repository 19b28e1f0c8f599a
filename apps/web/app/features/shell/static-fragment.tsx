import type { Language } from '@sen/core';
import { createContext, type HTMLAttributes, type ReactElement, useContext } from 'react';
import { useLanguage } from '../i18n/LanguageProvider';

/**
 * The server's store of parts of a page that render the same for every visitor (apps/web/app/
 * entry.server.tsx provides it; the browser has none): their HTML, rendered once per key and
 * language, then reused by every render (decision 0384).
 */
export interface StaticFragments {
  html(key: string, lang: Language, element: ReactElement): string;
}

export const StaticFragmentsContext = createContext<StaticFragments | null>(null);

type Tag = 'footer' | 'div' | 'section' | 'nav';

/**
 * `<tag {...attributes}>{children}</tag>`. On the server its inside is HTML kept per `fragmentKey`
 * and language (React renders the children only the first time); in the browser the children render
 * and hydrate as usual, over the same bytes. For a part that depends on nothing but what its key
 * holds and the language: no route, user, theme or clock below it (a changing value belongs in the
 * key), no `useId` (its ids would differ from the page's: pass fixed ids), no Suspense.
 */
export function StaticElement({
  tag: Element,
  fragmentKey,
  children,
  ...attributes
}: HTMLAttributes<HTMLElement> & { tag: Tag; fragmentKey: () => string; children: ReactElement }) {
  const fragments = useContext(StaticFragmentsContext);
  const { lang } = useLanguage();
  if (!fragments) return <Element {...attributes}>{children}</Element>;
  return <Element {...attributes} dangerouslySetInnerHTML={{ __html: fragments.html(fragmentKey(), lang, children) }} />;
}
