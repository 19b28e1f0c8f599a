import { de as account } from '../areas/account/de';
import { de as catalog } from '../areas/catalog/de';
import { de as checkout } from '../areas/checkout/de';
import { de as shell } from '../de';
import { registerErrorTexts } from '../error-texts';
import { de as errorTexts } from '../errors/de';
import type { messages as vi } from './vi';

type BaseKey = keyof typeof vi;

/** Every de text: the shell's and each area's (one module per language, so a bundle can take just one). */
export const messages: Record<BaseKey, string> = { ...shell, ...account, ...catalog, ...checkout };

// The API's error and field messages travel with the language's texts, so only this chunk carries them.
registerErrorTexts('de', errorTexts);
