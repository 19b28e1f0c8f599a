import { vi as account } from '../areas/account/vi';
import { vi as catalog } from '../areas/catalog/vi';
import { vi as checkout } from '../areas/checkout/vi';
import { vi as courses } from '../areas/courses/vi';
import { vi as shell } from '../vi';

/** Every vi text: the shell's and each area's (one module per language, so a bundle can take just one). */
export const messages = { ...shell, ...account, ...catalog, ...checkout, ...courses };

export type MessageKey = keyof typeof messages;
