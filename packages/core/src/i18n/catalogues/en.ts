import { en as account } from '../areas/account/en';
import { en as catalog } from '../areas/catalog/en';
import { en as checkout } from '../areas/checkout/en';
import { en as shell } from '../en';
import type { messages as vi } from './vi';

type BaseKey = keyof typeof vi;

/** Every en text: the shell's and each area's (one module per language, so a bundle can take just one). */
export const messages: Record<BaseKey, string> = { ...shell, ...account, ...catalog, ...checkout };
