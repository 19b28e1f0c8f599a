import { de as shell } from '../de';

/** The de texts translated so far (the shell's); the rest falls back to English key by key. */
export const messages = shell;
