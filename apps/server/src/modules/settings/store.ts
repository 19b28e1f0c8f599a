import {
  DEFAULT_GENERAL_SETTINGS,
  DEFAULT_LANGUAGE,
  type GeneralSettings,
  type GeneralSettingsView,
  HOURS_DAYS,
  isLanguage,
  type Language,
  type OpeningHours,
  SHOP_TAX_PERCENT,
  SOCIAL_NETWORKS,
  type StoreSettings,
} from '@sen/core';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { changeBus } from '../../lib/change-bus';
import { parseJson } from '../catalog/mappers';

/** Cache prefix of the public settings answers (routes.ts); a settings write drops them all. */
export const SETTINGS_CACHE_PREFIX = 'settings:';
export const SETTINGS_TOPIC = 'settings';

type Stored = Record<string, unknown>;
type Db = Kysely<Database> | Transaction<Database>;

const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
const obj = (v: unknown): Stored => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Stored) : {});

/** The two rows the storefront reads: `store` (shell, footer, thresholds) and `contact` (branches, hours). */
export async function readRows(db: Db): Promise<{ store: Stored; contact: Stored }> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', ['store', 'contact']).execute();
  const of = (key: string) => obj(parseJson<unknown>(rows.find((r) => r.key === key)?.value, {}));
  return { store: of('store'), contact: of('contact') };
}

function hoursOf(value: unknown): OpeningHours[] {
  const list = Array.isArray(value) ? value.map(obj) : [];
  return HOURS_DAYS.map((days) => {
    const fallback = DEFAULT_GENERAL_SETTINGS.hours.find((h) => h.days === days)!;
    const h = list.find((x) => x.days === days);
    if (!h) return fallback;
    const time = (v: unknown) => (typeof v === 'string' && /^\d{2}:\d{2}$/.test(v) ? v : null);
    return { days, open: time(h.open), close: time(h.close), closed: h.closed === true };
  });
}

/** Stored values over the defaults, field by field: what the staff screen edits. */
export function toGeneral(store: Stored, contact: Stored): GeneralSettingsView {
  const d = DEFAULT_GENERAL_SETTINGS;
  const social = obj(store.social);
  const branches = Array.isArray(contact.branches) ? contact.branches.map(obj) : [];
  return {
    storeName: str(store.storeName, d.storeName) || d.storeName,
    logo: str(store.logo, ''),
    hotline: str(store.hotline, str(contact.hotline, d.hotline)),
    email: str(store.email, str(contact.email, d.email)),
    address: str(store.address, d.address),
    chatUrl: str(store.chatUrl, d.chatUrl),
    defaultLanguage: isLanguage(store.defaultLanguage) ? store.defaultLanguage : d.defaultLanguage,
    freeShippingThreshold: num(store.freeShippingThreshold, d.freeShippingThreshold),
    returnDays: num(store.returnDays, d.returnDays),
    replyWithinHours: num(contact.replyWithinHours, d.replyWithinHours),
    social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, str(social[n], '')])) as GeneralSettings['social'],
    branches: branches.map((b) => ({
      city: str(b.city, ''),
      name: str(b.name, ''),
      address: str(b.address, ''),
      phone: str(b.phone, ''),
      email: str(b.email, ''),
    })),
    hours: hoursOf(contact.hours),
    taxPercent: SHOP_TAX_PERCENT,
    updatedAt: typeof store.updatedAt === 'string' ? store.updatedAt : null,
  };
}

/** The public `store` answer (everyone reads it: shell, footer, product page, cart). */
export function toPublicStore(g: GeneralSettingsView): StoreSettings {
  return {
    storeName: g.storeName,
    logo: g.logo,
    hotline: g.hotline,
    email: g.email,
    address: g.address,
    chatUrl: g.chatUrl,
    freeShippingThreshold: g.freeShippingThreshold,
    returnDays: g.returnDays,
    taxPercent: g.taxPercent,
    defaultLanguage: g.defaultLanguage,
    social: g.social,
  };
}

/** The public `contact` answer (the contact page). */
export function toPublicContact(g: GeneralSettingsView, contact: Stored) {
  return {
    hotline: g.hotline,
    email: g.email,
    replyWithinHours: g.replyWithinHours,
    appointmentNoticeHours: num(contact.appointmentNoticeHours, 24),
    branches: g.branches,
    hours: g.hours,
  };
}

export async function readGeneral(db: Db): Promise<GeneralSettingsView> {
  const { store, contact } = await readRows(db);
  return toGeneral(store, contact);
}

async function upsert(db: Db, key: string, value: Stored): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json }))
    .execute();
}

/** Writes the general settings into both rows, keeping keys this screen does not edit. */
export async function writeGeneral(db: Db, g: GeneralSettings, logo: string | undefined): Promise<void> {
  const { store, contact } = await readRows(db);
  const { replyWithinHours, branches, hours, ...storeFields } = g;
  await upsert(db, 'store', {
    ...store,
    ...storeFields,
    ...(logo !== undefined ? { logo } : {}),
    updatedAt: new Date().toISOString(),
  });
  await upsert(db, 'contact', {
    ...contact,
    hotline: g.hotline,
    email: g.email,
    replyWithinHours,
    branches,
    hours,
  });
}

/** Sets only the logo (its own upload). */
export async function writeLogo(db: Db, logo: string): Promise<void> {
  const { store } = await readRows(db);
  await upsert(db, 'store', { ...store, logo, updatedAt: new Date().toISOString() });
}

/**
 * After a settings write: the kept public answers go (with Redis, for every instance) and every
 * instance drops the pages rendered with the old values (web/ssr.ts listens to the change bus).
 */
export async function settingsChanged(app: FastifyInstance): Promise<void> {
  await app.cache.invalidate(SETTINGS_CACHE_PREFIX);
  await (await changeBus(app)).publish(SETTINGS_TOPIC);
}

const shopLanguages = new WeakMap<object, { value: Language; at: number }>();
const SHOP_LANGUAGE_TTL = 60_000;

/**
 * The shop's default language (general settings) for visitors who chose none: kept in process for a
 * minute and dropped at once when the settings change on any instance (change bus).
 */
export async function shopDefaultLanguage(app: FastifyInstance): Promise<Language> {
  const known = knownShopLanguage(app);
  if (known) return known;
  let value: Language = DEFAULT_LANGUAGE;
  try {
    value = (await readGeneral(app.db)).defaultLanguage;
  } catch {
    // Before the first migration (or with the database away) the shop's own default stands.
  }
  shopLanguages.set(app.db, { value, at: Date.now() });
  return value;
}

/**
 * A request's language: the first supported explicit choice (query, header, cookie), and only when
 * none decides, the shop's default — so a visitor who chose a language never waits on settings.
 */
export async function requestLanguage(app: FastifyInstance, ...choices: Array<string | null | undefined>): Promise<Language> {
  return chosenLanguage(choices) ?? shopDefaultLanguage(app);
}

/** The first supported explicit choice, if any. */
export function chosenLanguage(choices: ReadonlyArray<string | null | undefined>): Language | null {
  for (const c of choices) if (isLanguage(c)) return c;
  return null;
}

/** The shop's default language while the kept copy is fresh; null when it must be read (shopDefaultLanguage). */
export function knownShopLanguage(app: FastifyInstance): Language | null {
  const hit = shopLanguages.get(app.db);
  return hit && Date.now() - hit.at < SHOP_LANGUAGE_TTL ? hit.value : null;
}

export function forgetShopLanguage(app: FastifyInstance): void {
  shopLanguages.delete(app.db);
}
