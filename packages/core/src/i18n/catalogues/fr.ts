import { fr as shell } from '../fr';

/** The fr texts translated so far (the shell's); the rest falls back to English key by key. */
export const messages = shell;
