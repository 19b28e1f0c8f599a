import { type FieldMessageKey, fieldMessage } from '@sen/core/errors';
import { useCallback } from 'react';
import { useLanguage } from '../i18n/LanguageProvider';

/** Field messages from the shared catalogue, so the browser says what the server would. */
export function useFieldMessage(): (key: FieldMessageKey, params?: Record<string, string | number>) => string {
  const { lang } = useLanguage();
  return useCallback((key, params) => fieldMessage(key, lang, params), [lang]);
}
