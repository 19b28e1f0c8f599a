/**
 * What the browser may remember about signing in. Nothing here is secret (README decision 13):
 * the tokens are an httpOnly cookie and memory.
 */

/** Spec 1 §5 keys: "rememberMe" holds "true" or "false", "username" the last name typed. */
export const REMEMBER_KEY = 'rememberMe';
export const USERNAME_KEY = 'username';
/**
 * "1" while this browser probably holds a refresh cookie. Server rendering sees the 15-minute
 * access cookie only; when it renders signed out, this hint says a silent refresh is worth a try.
 */
export const SESSION_HINT_KEY = 'hasSession';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage blocked (private mode): nothing is remembered, everything still works.
  }
}

export function rememberedLogin(): { rememberMe: boolean; username: string } {
  const flag = read(REMEMBER_KEY);
  const rememberMe = flag !== 'false';
  return { rememberMe, username: flag === 'true' ? (read(USERNAME_KEY) ?? '') : '' };
}

export function saveLoginChoice(rememberMe: boolean, username: string): void {
  write(REMEMBER_KEY, rememberMe ? 'true' : 'false');
  write(USERNAME_KEY, rememberMe ? username : null);
}

export function hasSessionHint(): boolean {
  return read(SESSION_HINT_KEY) === '1';
}

export function setSessionHint(on: boolean): void {
  write(SESSION_HINT_KEY, on ? '1' : null);
}

export function loginPath(redirectTo: string): string {
  return redirectTo === '/' ? '/login' : `/login?redirectTo=${encodeURIComponent(redirectTo)}`;
}
