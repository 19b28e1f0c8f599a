/** localStorage key of the device fingerprint (spec 1 §9 storage keys). */
export const FINGERPRINT_KEY = 'fingerprint';

let pending: Promise<string | null> | null = null;

/**
 * The visitor's device fingerprint, computed once in the browser and remembered.
 * The library is loaded on demand and with monitoring off, so nothing is sent to
 * its vendor (README decision 18). On the server there is none.
 */
export function getFingerprint(): string | null | Promise<string | null> {
  if (typeof window === 'undefined') return null;
  try {
    const stored = localStorage.getItem(FINGERPRINT_KEY);
    if (stored) return stored;
  } catch {
    // Storage blocked: compute it for this page only.
  }
  pending ??= import('@fingerprintjs/fingerprintjs')
    .then(async (FingerprintJS) => {
      const agent = await FingerprintJS.load({ monitoring: false });
      const { visitorId } = await agent.get();
      try {
        localStorage.setItem(FINGERPRINT_KEY, visitorId);
      } catch {
        // Kept in memory through `pending`.
      }
      return visitorId;
    })
    .catch((error: unknown) => {
      console.warn('fingerprint unavailable', error);
      return null;
    });
  return pending;
}
