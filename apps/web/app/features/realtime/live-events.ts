import { onAccessTokenChange } from '../api/auth-token';

/*
 * The page's one live stream (decision 0230): an EventSource on /api/v1/events shared by every
 * component that listens, opened with the first listener and closed with the last. The server
 * knows the caller from the cookies (the access cookie, a guest's chat cookie), so the stream is
 * reopened when the sign-in changes (a refreshed token, signing in or out) and when asked
 * (`reconnectLive`, after a guest's first chat message set its cookie).
 */
type Handler = (data: unknown) => void;

const handlers = new Map<string, Set<Handler>>();
let source: EventSource | null = null;
let stopTokenWatch: (() => void) | null = null;
let reopenTimer: ReturnType<typeof setTimeout> | null = null;

function dispatch(event: string) {
  return (e: MessageEvent<string>) => {
    let data: unknown;
    try {
      data = JSON.parse(e.data);
    } catch {
      return;
    }
    for (const h of handlers.get(event) ?? []) h(data);
  };
}

function open() {
  if (typeof EventSource === 'undefined') return;
  source?.close();
  const s = new EventSource('/api/v1/events');
  source = s;
  for (const event of handlers.keys()) s.addEventListener(event, dispatch(event) as EventListener);
  // The browser retries a dropped stream by itself; a refused one (closed) is retried here.
  s.onerror = () => {
    if (s.readyState === EventSource.CLOSED && source === s) schedule(5000);
  };
}

function schedule(ms: number) {
  if (reopenTimer) clearTimeout(reopenTimer);
  reopenTimer = setTimeout(() => {
    reopenTimer = null;
    if (handlers.size > 0) open();
  }, ms);
}

/** Listens for one kind of live event; returns the function that stops listening. */
export function onLive(event: string, handler: Handler): () => void {
  const fresh = !handlers.has(event);
  const set = handlers.get(event) ?? new Set<Handler>();
  handlers.set(event, set);
  set.add(handler);
  if (!source) {
    open();
    stopTokenWatch = onAccessTokenChange(() => schedule(300));
  } else if (fresh) source.addEventListener(event, dispatch(event) as EventListener);
  return () => {
    set.delete(handler);
    if (set.size === 0) handlers.delete(event);
    if (handlers.size === 0) {
      source?.close();
      source = null;
      stopTokenWatch?.();
      stopTokenWatch = null;
    }
  };
}

/** Reopens the stream (the caller's identity changed, e.g. a guest's chat cookie was just set). */
export function reconnectLive(): void {
  if (handlers.size > 0) schedule(0);
}
