import type { Language, MessageKey, MessageParams } from '@sen/core';
import { translate } from '@sen/core/i18n/index';
import { LANGUAGE_COOKIE } from '@sen/core/language';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useRevalidator } from 'react-router';
import { writePreferenceCookie } from '../cookies';

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
  const revalidator = useRevalidator();

  useEffect(() => setLangState(serverLang), [serverLang]);

  const setLang = useCallback(
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
    [revalidator],
  );

  const value = useMemo(() => ({ lang, setLang }), [lang, setLang]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
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
