import type { MessageKey } from '@sen/core';
import { pageMeta } from '../i18n/meta';

type Matches = Parameters<typeof pageMeta>[0];

/** Cart, checkout and order pages: personal, so kept out of search engines. */
export function privateMeta(matches: Matches, titleKey: MessageKey) {
  return [...pageMeta(matches, titleKey, 'cart.shippingNote'), { name: 'robots', content: 'noindex' }];
}
