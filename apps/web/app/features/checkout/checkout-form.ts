import type { FieldMessageKey } from '@sen/core/errors';

/** The information step's fields, in form order (the first invalid one gets focus). */
/** `legacyWard`: the old (pre-July-2025) ward picked in the finder, by mapping id; the order prints both forms. */
export const INFO_FIELDS = ['fullName', 'email', 'phone', 'address', 'city', 'ward', 'legacyWard', 'notes'] as const;
export type InfoField = (typeof INFO_FIELDS)[number];
export type Info = Record<InfoField, string>;
export type InfoErrors = Partial<Record<InfoField, string>>;

export const EMPTY_INFO: Info = {
  fullName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  ward: '',
  legacyWard: '',
  notes: '',
};

const SAVED_KEY = 'checkout-info';

export const phoneDigits = (s: string) => s.replace(/[\s-]/g, '');

/**
 * Spec 2 §5, with the same message keys as the server's checkoutInformationSchema (checked here by
 * hand so zod stays out of the browser bundle). Address, province and ward only when something ships.
 */
export function validateInfo(info: Info, needsAddress: boolean): Partial<Record<InfoField, FieldMessageKey>> {
  const out: Partial<Record<InfoField, FieldMessageKey>> = {};
  if (!info.fullName.trim()) out.fullName = 'checkout.fullName.required';
  const email = info.email.trim();
  if (!email) out.email = 'checkout.email.required';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) out.email = 'checkout.email.invalid';
  const phone = phoneDigits(info.phone.trim());
  if (!phone) out.phone = 'checkout.phone.required';
  else if (!/^\d{10,11}$/.test(phone)) out.phone = 'checkout.phone.invalid';
  if (needsAddress) {
    if (!info.address.trim()) out.address = 'checkout.address.required';
    if (!info.city) out.city = 'checkout.city.required';
    if (!info.ward) out.ward = 'checkout.ward.required';
  }
  return out;
}

/** Server field errors ('information.fullName') mapped back to the form's fields. */
export function infoErrorsOf(fields: Record<string, string>): InfoErrors {
  const out: InfoErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const name = path.replace(/^information\./, '') as InfoField;
    if ((INFO_FIELDS as readonly string[]).includes(name)) out[name] ??= message;
  }
  return out;
}

/** "Save this info for next time": kept on this device only, never the notes. */
export function readSavedInfo(): Info | null {
  try {
    const saved = JSON.parse(localStorage.getItem(SAVED_KEY) ?? 'null') as Partial<Info> | null;
    if (!saved || typeof saved !== 'object') return null;
    const info = { ...EMPTY_INFO };
    for (const key of INFO_FIELDS) if (typeof saved[key] === 'string' && key !== 'notes') info[key] = saved[key];
    return info;
  } catch {
    return null;
  }
}

export function saveInfo(info: Info | null) {
  try {
    if (info) localStorage.setItem(SAVED_KEY, JSON.stringify({ ...info, notes: undefined }));
    else localStorage.removeItem(SAVED_KEY);
  } catch {
    // Storage unavailable: nothing is remembered.
  }
}
