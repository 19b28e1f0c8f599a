import { messages as de } from './catalogues/de';
import { messages as en } from './catalogues/en';
import { messages as fr } from './catalogues/fr';
import { messages as ja } from './catalogues/ja';
import { messages as vi } from './catalogues/vi';
import { registerCatalogue } from './translate';

/* Every language, for the server and tests. The browser imports ./translate and loads one catalogue. */
registerCatalogue('vi', vi);
registerCatalogue('en', en);
registerCatalogue('fr', fr);
registerCatalogue('de', de);
registerCatalogue('ja', ja);

export { type MessageKey, type MessageParams, registerCatalogue, translate } from './translate';
