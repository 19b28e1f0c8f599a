import { de as reviewsDe } from './areas/reviews/de';
import { en as reviewsEn } from './areas/reviews/en';
import { fr as reviewsFr } from './areas/reviews/fr';
import { ja as reviewsJa } from './areas/reviews/ja';
import { vi as reviewsVi } from './areas/reviews/vi';
import { messages as de } from './catalogues/de';
import { messages as en } from './catalogues/en';
import { messages as fr } from './catalogues/fr';
import { messages as ja } from './catalogues/ja';
import { messages as vi } from './catalogues/vi';
import { registerCatalogue } from './translate';

/*
 * Every language and every area, for the server and tests. The browser imports ./translate and
 * loads what a page shows: the language's catalogue, then areas such as reviews with the
 * component that needs them (apps/web/app/features/i18n/load-catalogue.ts).
 */
registerCatalogue('vi', { ...vi, ...reviewsVi });
registerCatalogue('en', { ...en, ...reviewsEn });
registerCatalogue('fr', { ...fr, ...reviewsFr });
registerCatalogue('de', { ...de, ...reviewsDe });
registerCatalogue('ja', { ...ja, ...reviewsJa });

export { type MessageKey, type MessageParams, registerCatalogue, translate } from './translate';
