import type { FastifyInstance } from 'fastify';

type Slots = Record<symbol, unknown> & Record<string, unknown>;

/** One of Fastify's own instance slots, found by its symbol's description (the symbols are not exported). */
function slot(instance: FastifyInstance, description: string): symbol {
  const found = Object.getOwnPropertySymbols(instance).find((s) => s.description === description);
  if (!found) throw new Error(`Fastify keeps no "${description}" slot any more: see decision 0401 (lib/request-classes.ts)`);
  return found;
}

/**
 * Plugins share their parent's Request and Reply classes until they decorate them (decision 0401).
 *
 * Fastify builds a new Request and a new Reply class for every encapsulated plugin, decorated or
 * not. Objects of different classes have different hidden classes in V8, so Fastify's own request
 * code (routing, hooks, `reply.send`) sees one shape per plugin: with this app's 85 plugins it
 * turned megamorphic as soon as a server had answered a few different routes, and every request
 * cost ~35 % more CPU from then on (health 27 → 38 µs after nine page renders).
 *
 * Here a plugin keeps its parent's classes, and gets the class Fastify built for it on its first
 * `decorateRequest` / `decorateReply`, so decorators stay encapsulated as Fastify documents them.
 * A plugin must decorate before it declares routes or registers child plugins (they took its
 * classes by then): doing it later throws while the app starts, never silently.
 */
export function shareRequestClasses(app: FastifyInstance): void {
  const kRequest = slot(app, 'fastify.Request');
  const kReply = slot(app, 'fastify.Reply');
  const kChildren = slot(app, 'fastify.children');
  // Plugins that declared a route: their routes hold the class they had then.
  const routed = new WeakSet<object>();
  app.addHook('onRoute', function (this: FastifyInstance) {
    routed.add(this);
  });
  app.addHook('onRegister', function (this: FastifyInstance, plugin) {
    const parent = this as unknown as Slots;
    const child = plugin as unknown as Slots;
    for (const [method, key] of [
      ['decorateRequest', kRequest],
      ['decorateReply', kReply],
    ] as const) {
      const built = child[key];
      child[key] = parent[key];
      const decorate = child[method] as (...args: unknown[]) => FastifyInstance;
      child[method] = function (this: Slots, ...args: unknown[]) {
        if (this === child && child[key] === parent[key]) {
          if (routed.has(child) || (child[kChildren] as unknown[]).length)
            throw new Error(`${method}('${String(args[0])}') after routes or child plugins of the same plugin: decorate first`);
          child[key] = built;
        }
        return decorate.apply(this, args);
      };
    }
  });
}
