import type { MessageKey } from '@sen/core';
import { pageMeta } from '../i18n/meta';

type Matches = Parameters<typeof pageMeta>[0];

/** Account pages: a title, and kept out of search engines (they are personal). */
export function accountMeta(matches: Matches, titleKey: MessageKey) {
  return [...pageMeta(matches, titleKey, 'account.meta.description'), { name: 'robots', content: 'noindex' }];
}
