import type { Plugin } from 'vite';

/**
 * The modules that `entries` import statically, collected once the client build has read them
 * all, so a chunk group can gather them. Left to itself the bundler split the code every page
 * needs into ~40 tiny shared chunks, and a first visit paid a round trip for each.
 */
export function staticClosure(name: string, entries: RegExp[]) {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: `sen:closure-${name}`,
    apply: 'build',
    buildEnd() {
      if (this.environment?.name !== 'client') return;
      const queue = [...this.getModuleIds()].filter((id) => entries.some((re) => re.test(id)));
      while (queue.length > 0) {
        const id = queue.pop() as string;
        if (modules.has(id)) continue;
        modules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, test: (id: string) => modules.has(id) };
}
