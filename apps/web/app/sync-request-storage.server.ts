/**
 * What React's Node renderer gets for `require('async_hooks')` in the server build (build-tools/react-renderer.ts,
 * decision 0390): an `AsyncLocalStorage` whose store lasts for the synchronous call of `run` only.
 *
 * React keeps the render it is working on in an AsyncLocalStorage and calls `run` on every render.
 * On Node 20 the first `run` switches on async hooks for the whole process, for good: from then on
 * every promise and every socket, timer and request pays for carrying the store along. After a few
 * hundred page renders an API request cost 1.2–2.2 times the CPU of the same server before them.
 *
 * React reads the store only to find its render when `preload`/`preinit` and the like are called
 * outside its own synchronous work (`resolveRequest`, which looks at the render in progress first):
 * from an async server component or a timer, neither of which this app has. `run` calls its function
 * synchronously (`performWork`), so a store set for that call is the same answer for what React asks.
 */
export class AsyncLocalStorage<T> {
  private store: T | undefined;

  getStore(): T | undefined {
    return this.store;
  }

  run<R, A extends unknown[]>(store: T, fn: (...args: A) => R, ...args: A): R {
    const previous = this.store;
    this.store = store;
    try {
      return fn(...args);
    } finally {
      this.store = previous;
    }
  }
}
