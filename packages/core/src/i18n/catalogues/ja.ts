import { ja as account } from '../areas/account/ja';
import { ja as catalog } from '../areas/catalog/ja';
import { ja as checkout } from '../areas/checkout/ja';
import { registerErrorTexts } from '../error-texts';
import { ja as errorTexts } from '../errors/ja';
import { ja as shell } from '../ja';
import type { messages as vi } from './vi';

type BaseKey = keyof typeof vi;

/** Every ja text: the shell's and each area's (one module per language, so a bundle can take just one). */
export const messages: Record<BaseKey, string> = { ...shell, ...account, ...catalog, ...checkout };

// The API's error and field messages travel with the language's texts, so only this chunk carries them.
registerErrorTexts('ja', errorTexts);
