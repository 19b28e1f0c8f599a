import type { Language } from './language';

/** What the server passes to every React Router loader (`context`). */
export interface SsrContext {
  /** fetch that answers /api/v1/* in-process, carrying the visitor's cookies. */
  apiFetch: typeof fetch;
  lang: Language;
  /** CSP nonce for inline scripts. */
  nonce: string;
  requestId: string;
}
