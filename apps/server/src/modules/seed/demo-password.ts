/**
 * Shared by every demo account; documented in the README. A module of its own: the checks that
 * refuse it (first-admin.ts, exposure.ts) run in every server, the seed only on an empty database.
 */
export const DEMO_PASSWORD = 'Sen@12345';
