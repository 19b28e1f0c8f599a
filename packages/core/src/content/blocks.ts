import { z } from 'zod';
import { LANGUAGES, type Language } from '../language';

/*
 * Pages built from blocks (decision 0352): the about page, the FAQ (which the help centre
 * searches), the landing page and the shipping and payment policies' prose (decision 0356). Staff edit them in the content admin, per language; a language
 * without blocks shows the Vietnamese ones. Messages are admin i18n keys.
 */
export const BLOCK_PAGE_SLUGS = ['about', 'faq', 'landing', 'shipping', 'payment'] as const;
export type BlockPageSlug = (typeof BLOCK_PAGE_SLUGS)[number];
/** Where the storefront shows each block page. */
export const BLOCK_PAGE_PATHS: Record<BlockPageSlug, string> = {
  about: '/about',
  faq: '/faq',
  landing: '/2',
  shipping: '/shipping',
  payment: '/payment',
};

const line = (max: number) => z.string().trim().max(max, 'adminKit.v.tooLong');
const required = (max: number) => line(max).min(1, 'adminKit.v.required');
/** A shop path (`/products`) or an http(s) address. */
const href = z
  .string()
  .trim()
  .max(500, 'adminKit.v.tooLong')
  .regex(/^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+)$/, 'adminContent.blocks.v.href');

export const blockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: required(200) }),
  /** Rich text: sanitized on the server with the blog's allow-list. */
  z.object({ type: z.literal('paragraph'), html: required(20_000) }),
  z.object({ type: z.literal('image'), url: href, alt: line(200), caption: line(300) }),
  z.object({
    type: z.literal('faq'),
    title: line(200),
    items: z
      .array(z.object({ q: required(300), a: required(3000) }))
      .min(1, 'adminKit.v.required')
      .max(50, 'adminKit.v.tooMany'),
  }),
  /** Cards side by side (mission, features), each with an optional link. */
  z.object({
    type: z.literal('cards'),
    title: line(200),
    items: z
      .array(z.object({ title: required(200), text: line(1000), href: href.or(z.literal('')), linkLabel: line(80) }))
      .min(1, 'adminKit.v.required')
      .max(12, 'adminKit.v.tooMany'),
  }),
  z.object({
    type: z.literal('cta'),
    title: required(200),
    text: line(500),
    primary: z.object({ label: required(80), href }),
    secondary: z.object({ label: line(80), href: href.or(z.literal('')) }),
  }),
]);
export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block['type'];
export const BLOCK_TYPES = ['heading', 'paragraph', 'image', 'faq', 'cards', 'cta'] as const satisfies readonly BlockType[];

const blockList = z.array(blockSchema).max(60, 'adminKit.v.tooMany');

export const blockPageInputSchema = z.object({
  title: required(200),
  lead: line(600),
  blocks: blockList.min(1, 'adminKit.v.required'),
  /** Other languages: left out (or empty blocks) = the Vietnamese page. */
  translations: z
    .partialRecord(
      z.enum(LANGUAGES.filter((l) => l !== 'vi') as [Exclude<Language, 'vi'>, ...Exclude<Language, 'vi'>[]]),
      z.object({ title: line(200), lead: line(600), blocks: blockList }),
    )
    .default({}),
});
export type BlockPageInput = z.input<typeof blockPageInputSchema>;

/** What staff edit. */
export interface AdminBlockPage {
  slug: BlockPageSlug;
  title: string;
  lead: string;
  blocks: Block[];
  translations: Partial<Record<Exclude<Language, 'vi'>, { title: string; lead: string; blocks: Block[] }>>;
  updatedAt: string;
}

/** What the storefront renders: one language, already fallen back to Vietnamese where empty. */
export interface BlockPage {
  slug: BlockPageSlug;
  title: string;
  lead: string;
  blocks: Block[];
  updatedAt: string;
}
