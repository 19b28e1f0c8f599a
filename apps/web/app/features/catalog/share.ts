/**
 * Shares a page (README decision 11): the Web Share API where there is one, else the link is
 * copied. Resolves to what happened so the caller can say so; a cancelled share is not an error.
 */
export async function sharePage(title: string, path: string): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  const url = new URL(path, window.location.origin).href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Fall through to copying (e.g. share refused outside a user gesture).
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
