import type { Language } from '@sen/core';
import { LANGUAGE_INFO, LANGUAGES } from '@sen/core/language';
import { DropdownMenu } from '../ui/DropdownMenu';
import { useLanguage, useT } from './LanguageProvider';

/** Spec 2 "Header widgets": flag, code, name, the current one ticked. */
export function LanguageSwitcher({ testId = 'language-switcher', placement }: { testId?: string; placement?: 'down' | 'up' }) {
  const { lang, setLang } = useLanguage();
  const t = useT();
  return (
    <DropdownMenu<Language>
      label={`${t('language.label')}: ${LANGUAGE_INFO[lang].name}`}
      trigger={<span className="text-xs font-bold uppercase tracking-wide">{lang}</span>}
      value={lang}
      onChange={setLang}
      testId={testId}
      placement={placement}
      options={LANGUAGES.map((code) => ({
        value: code,
        label: LANGUAGE_INFO[code].name,
        icon: <span aria-hidden="true">{LANGUAGE_INFO[code].flag}</span>,
        hint: code,
      }))}
    />
  );
}
