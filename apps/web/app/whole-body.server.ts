/**
 * Characters of HTML encoded at a time: a two-byte string of this length (32 KB) is still a
 * regular heap object (V8's large-object limit is 128 KB).
 */
export const WHOLE_BODY_FLUSH_CHARS = 16_384;

/**
 * The destination React's `pipe` writes a finished page into (entry.server.tsx), handed over as
 * one Buffer at the end. The server build's React hands it the HTML as strings (`takesStrings`,
 * build-tools/react-renderer.ts, decision 0391), appended to a string (a rope, cheaper than an
 * array joined: decision 0399) and encoded every `WHOLE_BODY_FLUSH_CHARS` (decision 0410). React's
 * development build (tests) hands it encoded views, each a new one (none is reused), which may cut
 * a character in two: those are kept as bytes.
 */
export class WholeBody {
  readonly takesStrings = true;
  /**
   * The HTML not yet encoded: appended to (a rope), and encoded once it reaches
   * `WHOLE_BODY_FLUSH_CHARS` (decision 0410). One rope of a whole page would be flattened into a
   * string past V8's large-object size, which costs more than encoding the page.
   */
  private html = '';
  private readonly views: Uint8Array[] = [];
  constructor(
    private readonly done: (body: Buffer) => void,
    private readonly failed: (error: unknown) => void,
  ) {}
  write(chunk: Uint8Array | string): boolean {
    if (typeof chunk === 'string') {
      this.html += chunk;
      if (this.html.length >= WHOLE_BODY_FLUSH_CHARS) this.flush();
    } else {
      this.flush();
      this.views.push(chunk);
    }
    return true;
  }
  private flush(): void {
    if (!this.html) return;
    this.views.push(Buffer.from(this.html));
    this.html = '';
  }
  end(): void {
    this.flush();
    const [only] = this.views;
    this.done(this.views.length === 1 && only instanceof Buffer ? only : Buffer.concat(this.views));
  }
  destroy(error?: unknown): void {
    this.failed(error ?? new Error('the render was aborted'));
  }
  /** React listens for drain, error and close: this destination never emits them. */
  on(): this {
    return this;
  }
}
