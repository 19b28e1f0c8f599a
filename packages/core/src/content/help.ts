import { z } from 'zod';
import { BLOG_CONTENT_MAX, TRANSLATION_LANGUAGES, type TranslationLanguage } from './admin';

/*
 * The help centre's articles (decision 0355): rich-text answers staff write in the content admin,
 * one topic each, in order, published or not. Vietnamese is required; a language without its own
 * body shows the Vietnamese article (the title falls back on its own). Searched with the FAQ and
 * the policies on /help, each at /help/{slug}. One schema for the admin form and the API.
 */
export const HELP_TOPICS = ['orders', 'shipping', 'payment', 'returns', 'account'] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

const title = z.string().trim().max(200, 'adminKit.v.tooLong');
const body = z.string().max(BLOG_CONTENT_MAX, 'adminKit.v.tooLong');
const one = z.object({ title, body });

export const helpArticleInputSchema = z.object({
  title: title.min(1, 'adminKit.v.required'),
  slug: z
    .string()
    .trim()
    .max(120, 'adminKit.v.tooLong')
    .regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, 'adminKit.v.slug'),
  topic: z.enum(HELP_TOPICS),
  body: body.min(1, 'adminKit.v.required'),
  position: z
    .number({ error: 'adminKit.v.number' })
    .int('adminKit.v.integer')
    .min(0, 'adminKit.v.min0')
    .max(10_000, 'adminKit.v.range'),
  published: z.boolean(),
  translations: z.object(
    Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [l, one])) as Record<TranslationLanguage, typeof one>,
  ),
});
export type HelpArticleInput = z.infer<typeof helpArticleInputSchema>;

/** An article as staff edit it (translations empty where none is written). */
export interface AdminHelpArticle extends HelpArticleInput {
  id: string;
  updatedAt: string;
}

/** GET /help-articles: the published articles in one language, with their plain text for the search. */
export interface HelpArticleSummary {
  slug: string;
  topic: HelpTopic;
  title: string;
  text: string;
}

/** GET /help-articles/{slug}: one published article, its HTML sanitized on the server. */
export interface HelpArticle {
  slug: string;
  topic: HelpTopic;
  title: string;
  body: string;
  updatedAt: string;
}
