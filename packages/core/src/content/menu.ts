import { z } from 'zod';
import { contentImageUrlSchema, TRANSLATION_LANGUAGES, type TranslationLanguage } from './admin';

/*
 * The storefront's mega-menu as staff edit it (decision 0354, spec decision 14): columns in
 * order, each a category, a link or a plain label, with its own links under it (categories or
 * addresses, a picture makes one a featured tile, "new" flags it). Labels are Vietnamese with
 * optional translations; an empty label of a category entry shows the category's own name. No
 * stored column means the menu is the category tree. One schema for the admin form and the API.
 */
export const MENU_KINDS = ['category', 'link', 'label'] as const;
export type MenuKind = (typeof MENU_KINDS)[number];
export const MENU_MAX_COLUMNS = 24;
export const MENU_MAX_LINKS = 20;

const label = z.string().trim().max(80, 'adminKit.v.tooLong');
/** A shop path (`/promotions`) or an http(s) address; empty where the kind needs none. */
const href = z
  .string()
  .trim()
  .max(500, 'adminKit.v.tooLong')
  .regex(/^(?:|\/(?!\/)[^\s"'<>\\]*|https?:\/\/[^\s"'<>\\]+)$/, 'adminKit.v.url');
const labels = z
  .object(Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [l, label])) as Record<TranslationLanguage, typeof label>)
  .partial()
  .default({});

/** What every item needs for its kind: a category, an address, or (a label) a text. */
function checkKind(v: { kind: MenuKind; categoryId: string; href: string; label: string }, ctx: z.RefinementCtx) {
  if (v.kind === 'category' && !v.categoryId)
    ctx.addIssue({ code: 'custom', path: ['categoryId'], message: 'adminKit.v.required' });
  if (v.kind === 'link' && !v.href) ctx.addIssue({ code: 'custom', path: ['href'], message: 'adminKit.v.required' });
  if (v.kind !== 'category' && !v.label) ctx.addIssue({ code: 'custom', path: ['label'], message: 'adminKit.v.required' });
}

export const menuLinkSchema = z
  .object({
    kind: z.enum(['category', 'link']),
    categoryId: z.string().trim().max(64).default(''),
    href: href.default(''),
    label: label.default(''),
    translations: labels,
    image: contentImageUrlSchema.default(''),
    isNew: z.boolean().default(false),
  })
  .superRefine(checkKind);

export const menuColumnSchema = z
  .object({
    kind: z.enum(MENU_KINDS),
    categoryId: z.string().trim().max(64).default(''),
    href: href.default(''),
    label: label.default(''),
    translations: labels,
    image: contentImageUrlSchema.default(''),
    visible: z.boolean().default(true),
    links: z.array(menuLinkSchema).max(MENU_MAX_LINKS, 'adminKit.v.tooMany').default([]),
  })
  .superRefine(checkKind);

/** The whole menu, in order; an empty list goes back to the category tree. */
export const menuInputSchema = z.object({
  columns: z.array(menuColumnSchema).max(MENU_MAX_COLUMNS, 'adminKit.v.tooMany'),
});
export type MenuLinkInput = z.input<typeof menuLinkSchema>;
export type AdminMenuLink = z.output<typeof menuLinkSchema>;
export type AdminMenuColumn = z.output<typeof menuColumnSchema>;
export type MenuInput = z.input<typeof menuInputSchema>;

/** The menu staff edit: `custom` false means no column is stored and `columns` is the category tree as a starting point. */
export interface AdminMenu {
  custom: boolean;
  columns: AdminMenuColumn[];
  updatedAt: string | null;
}

/** One link of the storefront's menu, in the request's language. */
export interface MenuLink {
  label: string;
  href: string;
  /** A picture makes the link a featured tile; '' for none. */
  image: string;
  isNew?: boolean;
}

/** One column of the storefront's menu: its heading (a link unless a label), count for a category, its links. */
export interface MenuColumn {
  id: string;
  label: string;
  href: string | null;
  /** '' for none (the avatar shows the label's initial). */
  image: string;
  count: number | null;
  links: MenuLink[];
}
