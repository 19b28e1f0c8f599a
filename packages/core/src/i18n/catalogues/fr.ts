import { fr as account } from '../areas/account/fr';
import { fr as catalog } from '../areas/catalog/fr';
import { fr as checkout } from '../areas/checkout/fr';
import { registerErrorTexts } from '../error-texts';
import { fr as errorTexts } from '../errors/fr';
import { fr as shell } from '../fr';
import type { messages as vi } from './vi';

type BaseKey = keyof typeof vi;

/** Every fr text: the shell's and each area's (one module per language, so a bundle can take just one). */
export const messages: Record<BaseKey, string> = { ...shell, ...account, ...catalog, ...checkout };

// The API's error and field messages travel with the language's texts, so only this chunk carries them.
registerErrorTexts('fr', errorTexts);
