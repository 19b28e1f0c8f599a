import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../lib/http';
import { exchange } from '../lib/in-process';

/** What @fastify/swagger reads of a route (lib/util/add-hook.js, lib/spec/openapi/index.js). */
type DocumentedRoute = Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config' | 'constraints'> & { links?: unknown };

/** Answer headers the forwarding reply sets itself. */
const HOP_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

/**
 * OpenAPI 3.1 generated from the same zod schemas that validate requests; browsable at /api/docs.
 *
 * Built on the first request to /api/docs (decision 0376): @fastify/swagger, swagger-ui, yaml and
 * the JSON-schema resolver are ~3 MB of an idle server's heap for pages an operator opens now and
 * then. The app only notes each route as it is added (what the swagger plugin reads of it); the
 * first docs request replays them, with no handler, into a Fastify instance of its own holding the
 * two plugins, and every docs request is answered by that instance.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const routes: DocumentedRoute[] = [];
  let docs: Promise<FastifyInstance> | null = null;
  const forward = async (req: FastifyRequest, reply: FastifyReply) => {
    docs ??= docsApp(routes).catch((err: unknown) => {
      docs = null;
      throw err;
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers[name] = [value].flat().join(', ');
    // HEAD is asked as GET: Node leaves the body out of a HEAD answer. In process as the renders'
    // calls (decision 0402): app.inject's Node http objects slowed every later request.
    const res = await exchange(await docs, { method: 'GET', url: req.url, headers });
    // Not a docs address (or a missing swagger-ui file): the app's own 404, as before.
    if (res.status === 404) throw new AppError(404, 'ROUTE_NOT_FOUND');
    reply.status(res.status);
    for (const [name, value] of res.headers) if (!HOP_HEADERS.has(name)) reply.header(name, value);
    return res.body.length ? reply.send(res.body) : reply.send();
  };
  // Before the onRoute hook: these two are not documented (the swagger-ui routes they stand for are hidden).
  app.route({ method: ['GET', 'HEAD'], url: '/api/docs', schema: { hide: true }, handler: forward });
  app.route({ method: ['GET', 'HEAD'], url: '/api/docs/*', schema: { hide: true }, handler: forward });
  app.addHook('onRoute', (route) => {
    // @fastify/swagger leaves out the HEAD twins of GET routes unless a route asks otherwise.
    if (route.method === 'HEAD' && route.config?.swagger?.exposeHeadRoute !== true) return;
    const { method, url, schema, config, constraints } = route;
    const links = (route as { links?: unknown }).links;
    routes.push({ method, url, schema, config, constraints, ...(links ? { links } : {}) });
  });
}

async function docsApp(routes: readonly DocumentedRoute[]): Promise<FastifyInstance> {
  const [{ default: Fastify }, { default: fastifySwagger }, { default: fastifySwaggerUi }, { jsonSchemaTransform }] =
    await Promise.all([
      import('fastify'),
      import('@fastify/swagger'),
      import('@fastify/swagger-ui'),
      import('fastify-type-provider-zod'),
    ]);
  const docs = Fastify({ logger: false, exposeHeadRoutes: false });
  // The routes are only read for their schemas: nothing is validated or serialised here.
  docs.setValidatorCompiler(() => () => true);
  docs.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await docs.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sen API',
        version: '1.0.0',
        description:
          'Every answer is an envelope `{statusCode, message, metadata}`; errors add `errorCode` and, for invalid fields, `metadata.errors[{field, message}]`. Send `?lang=en` or `X-Language: en` for English messages.',
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // Only swagger-ui's own routes answer here; a replayed one (e.g. the pages' `/*`) is a 404.
  const notHere = async (_req: FastifyRequest, reply: FastifyReply) => reply.callNotFound();
  for (const route of routes) docs.route({ ...route, handler: notHere } as RouteOptions);
  await docs.ready();
  return docs;
}
