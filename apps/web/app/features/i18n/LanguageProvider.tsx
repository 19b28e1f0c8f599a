import type { Language, MessageKey, MessageParams } from '@sen/core';
import { translate } from '@sen/core/i18n/translate';
import { LANGUAGE_COOKIE } from '@sen/core/language';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useRevalidator } from 'react-router';
import { writePreferenceCookie } from '../cookies';
import { loadCatalogue } from './load-catalogue';

interface LanguageState {
  lang: Language;
  setLang: (lang: Language) => void;
}

const LanguageContext = createContext<LanguageState | null>(null);

/**
 * The language comes from the server (language cookie → context.lang → root loader),
 * so the server-rendered HTML is already in it. Switching writes the cookie, re-renders
 * at once and revalidates so server data follows without a full reload.
 */
export function LanguageProvider({ serverLang, children }: { serverLang: Language; children: ReactNode }) {
  const [lang, setLangState] = useState<Language>(serverLang);
  const apply = useApplyLanguage(setLangState);

  useEffect(() => {
    let current = true;
    void loadCatalogue(serverLang).then(() => current && setLangState(serverLang));
    return () => {
      current = false;
    };
  }, [serverLang]);

  const setLang = useCallback(
    (next: Language) => {
      // The new language's texts are downloaded first, so nothing renders as a bare key.
      void loadCatalogue(next).then(() => apply(next));
    },
    [apply],
  );

  const value = useMemo(() => ({ lang, setLang }), [lang, setLang]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

function useApplyLanguage(setLangState: (lang: Language) => void) {
  const revalidator = useRevalidator();
  return useCallback(
    (next: Language) => {
      setLangState(next);
      writePreferenceCookie(LANGUAGE_COOKIE, next);
      try {
        localStorage.setItem(LANGUAGE_COOKIE, next);
      } catch {
        // The cookie is what the server reads; storage is only a mirror.
      }
      document.documentElement.lang = next;
      void revalidator.revalidate();
    },
    [revalidator, setLangState],
  );
}

/**
 * A fixed language for HTML rendered apart from the page (the server's static fragments,
 * features/shell/static-fragment.tsx): the same `t` as the page's, no switching.
 */
export function StaticLanguage({ lang, children }: { lang: Language; children: ReactNode }) {
  return <LanguageContext value={{ lang, setLang: () => {} }}>{children}</LanguageContext>;
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage outside LanguageProvider');
  return state;
}

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** `t('nav.home')` in the current language. */
export function useT(): Translate {
  const { lang } = useLanguage();
  return useCallback((key, params) => translate(lang, key, params), [lang]);
}
