import { readCookie } from '../cookies';

/** Spec 1 §3 "Admin-layout state" storage key; mirrored in a cookie for server rendering. */
export const SIDEBAR_KEY = 'sidebarCollapsed';

export function sidebarCollapsedFrom(cookieHeader: string | null): boolean {
  return readCookie(cookieHeader, SIDEBAR_KEY) === 'true';
}
