import type { Plugin } from 'vite';

/**
 * The modules imported statically by at least `minShare` of the `entries` (counting each
 * entry's whole static import tree), collected once the client build has read every module,
 * so a chunk group can gather them. Left to itself the bundler split the code that every page
 * needs into ~40 tiny shared chunks, and a first visit paid a round trip for each.
 */
export function staticClosure(name: string, entries: RegExp[], minShare = 1) {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: `sen:closure-${name}`,
    apply: 'build',
    buildEnd() {
      if (this.environment?.name !== 'client') return;
      const ids = [...this.getModuleIds()];
      const shares = new Map<string, number>();
      for (const entry of entries) {
        const seen = new Set<string>();
        const queue = ids.filter((id) => entry.test(id));
        while (queue.length > 0) {
          const id = queue.pop() as string;
          if (seen.has(id)) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        for (const id of seen) shares.set(id, (shares.get(id) ?? 0) + 1);
      }
      for (const [id, count] of shares) if (count >= minShare) modules.add(id);
    },
  };
  return { plugin, test: (id: string) => modules.has(id) };
}
