/**
 * The access token lives in memory only (README decision 13); the refresh token
 * is an httpOnly cookie the browser sends by itself.
 */
let accessToken: string | null = null;
let signedIn = false;
const listeners = new Set<(token: string | null) => void>();
const failureListeners = new Set<() => void>();

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
  for (const listener of listeners) listener(token);
}

/** Kept by the auth state: the API client fetches a token before a call when this is true and it has none. */
export function setSignedIn(value: boolean): void {
  signedIn = value;
}

export function isSignedIn(): boolean {
  return signedIn;
}

export function onAccessTokenChange(listener: (token: string | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The refresh failed (session over): the auth state listens and signs the visitor out. */
export function notifyAuthFailure(): void {
  setAccessToken(null);
  for (const listener of failureListeners) listener();
}

export function onAuthFailure(listener: () => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}
