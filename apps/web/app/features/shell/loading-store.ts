import { useSyncExternalStore } from 'react';

// Spec 1 §4: one global loading flag, initially false. Counted so overlapping jobs don't hide it early.
let pending = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function startGlobalLoading(): () => void {
  pending++;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending--;
    emit();
  };
}

/** Runs `job` with the overlay shown. */
export async function withGlobalLoading<T>(job: () => Promise<T>): Promise<T> {
  const stop = startGlobalLoading();
  try {
    return await job();
  } finally {
    stop();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGlobalLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}
