// The baseline for `npm run bench`: a bare Fastify answering each captured path with the same bytes.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const fixtures = JSON.parse(readFileSync(process.env.FIXTURES, 'utf8'));
const app = Fastify({ logger: false });
app.get('/__ready', async () => 'ok');
app.get('/*', (req, reply) => {
  const f = fixtures[req.url];
  if (!f) return reply.code(404).send();
  reply.code(f.status).header('content-type', f.type).send(f.body);
});
app.get('/', (_req, reply) => {
  const f = fixtures['/'];
  reply.code(f.status).header('content-type', f.type).send(f.body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
