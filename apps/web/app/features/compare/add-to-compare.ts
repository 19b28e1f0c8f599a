import { translate } from '@sen/core/i18n/translate';
import { isLanguage } from '@sen/core/language';
import { loadInfoTexts } from '../info/texts';
import { toast } from '../ui/toast';
import { addToCompareList, COMPARE_MAX } from './compare-store';

/**
 * What the compare button does, loaded on its first press (the button itself is a few bytes in
 * the catalogue chunk): add to the device's list and say so.
 */
export async function addToCompare(productId: string): Promise<void> {
  const { outcome, count } = addToCompareList(productId);
  await loadInfoTexts();
  const lang = isLanguage(document.documentElement.lang) ? document.documentElement.lang : 'vi';
  const text = translate(lang, `info.compare.${outcome}`, { count, max: COMPARE_MAX });
  if (outcome === 'full') toast.error(text, { id: 'compare' });
  else toast.success(text, { id: 'compare' });
}
