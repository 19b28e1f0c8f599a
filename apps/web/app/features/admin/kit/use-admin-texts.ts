import type { Catalogue } from '@sen/core/i18n/translate';
import { registerCatalogue } from '@sen/core/i18n/translate';
import type { Language } from '@sen/core/language';
import { useMemo } from 'react';

/**
 * Registers the admin texts that came with the layout's loader data before anything under the
 * layout renders (so hydration sees the same words as the server). A language switch
 * revalidates the loader, which brings the new language's texts.
 */
export function useAdminTexts(lang: Language, texts: Catalogue): void {
  // useMemo, not an effect: the children render in this same pass and need the texts now.
  useMemo(() => registerCatalogue(lang, texts), [lang, texts]);
}
