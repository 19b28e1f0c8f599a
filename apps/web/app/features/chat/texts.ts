import { loadTextArea, pageTextArea } from '../i18n/load-catalogue';

/* The live chat's texts (widget and /chat) are an area of their own, fetched with the chat (decision 0200). */
const loaders = {
  vi: () => import('@sen/core/i18n/areas/chat/vi').then((m) => m.vi),
  en: () => import('@sen/core/i18n/areas/chat/en').then((m) => m.en),
  fr: () => import('@sen/core/i18n/areas/chat/fr').then((m) => m.fr),
  de: () => import('@sen/core/i18n/areas/chat/de').then((m) => m.de),
  ja: () => import('@sen/core/i18n/areas/chat/ja').then((m) => m.ja),
};

/** Called by the /chat route module: the texts before hydration. */
export function chatPageTexts(): void {
  pageTextArea('chat', loaders);
}

/** Awaited by the widget before it shows, and by the /chat route's clientLoader. */
export function loadChatTexts(): Promise<void> {
  return loadTextArea('chat', loaders);
}
