import { ja as shell } from '../ja';

/** The ja texts translated so far (the shell's); the rest falls back to English key by key. */
export const messages = shell;
