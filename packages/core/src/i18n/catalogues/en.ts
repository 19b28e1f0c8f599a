import { en as account } from '../areas/account/en';
import { en as catalog } from '../areas/catalog/en';
import { en as checkout } from '../areas/checkout/en';
import { en as courses } from '../areas/courses/en';
import { en as shell } from '../en';
import type { MessageKey } from './vi';

/** Every en text: the shell's and each area's (one module per language, so a bundle can take just one). */
export const messages: Record<MessageKey, string> = { ...shell, ...account, ...catalog, ...checkout, ...courses };
