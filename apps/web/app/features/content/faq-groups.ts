import type { Block } from '@sen/core/content/blocks';
import type { FaqGroup } from './FaqList';

/** The FAQ blocks of a page as groups (numbered across the page: /faq#q-2-1 is the second group's first question). */
export function faqGroups(blocks: Block[]): FaqGroup[] {
  return blocks.flatMap((b) => (b.type === 'faq' ? [{ title: b.title, items: b.items }] : []));
}
