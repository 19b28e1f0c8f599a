import { useSyncExternalStore } from 'react';

type HotToast = typeof import('react-hot-toast');
type Options = { id?: string; duration?: number };

let library: Promise<HotToast> | null = null;
let wanted = false;
const listeners = new Set<() => void>();

/** react-hot-toast is fetched with the first message: most page views show none. */
export function loadToasts(): Promise<HotToast> {
  library ??= import('react-hot-toast');
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return library;
}

function show(kind: 'success' | 'error', message: string, options?: Options): void {
  void loadToasts().then((m) => m.default[kind](message, options));
}

/** The toasts of spec 1 §4 (durations set on the toaster in AppProviders). */
export const toast = {
  success: (message: string, options?: Options) => show('success', message, options),
  error: (message: string, options?: Options) => show('error', message, options),
};

/** True once a toast was asked for: the toaster is mounted from then on. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}
