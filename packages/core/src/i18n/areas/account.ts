/**
 * UI texts of the account area. vi is the reference (spec strings copied exactly), en complete,
 * fr/de/ja optional (they fall back to en key by key).
 */
const vi = {} as const satisfies Record<string, string>;
type Key = keyof typeof vi;

export const account = {
  vi,
  en: {} satisfies Record<Key, string>,
  fr: {} satisfies Partial<Record<Key, string>>,
  de: {} satisfies Partial<Record<Key, string>>,
  ja: {} satisfies Partial<Record<Key, string>>,
};
