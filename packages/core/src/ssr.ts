import type { Language } from './language';

/** What the server passes to every React Router loader (`context`). */
export interface SsrContext {
  /** fetch that answers /api/v1/* in-process, carrying the visitor's cookies. */
  apiFetch: typeof fetch;
  lang: Language;
  /** CSP nonce for inline scripts. */
  nonce: string;
  requestId: string;
  /**
   * The HTML goes into the page cache and is served to other visitors, signed in or not: render
   * nothing personal (`apiFetch` carries no credentials then; the browser fills the user's parts in).
   */
  shared?: boolean;
  /**
   * The server takes a finished page's HTML as one Buffer under `Symbol.for('sen.wholeBody')` of the
   * Response, whose own body is then empty (apps/web/app/entry.server.tsx `WHOLE_BODY`).
   */
  wholeBody?: boolean;
  /**
   * False renders the parts that are the same for every visitor afresh instead of from the HTML kept
   * for them (apps/web/app/features/shell/static-fragment.tsx); tests compare the two.
   */
  staticFragments?: boolean;
}
