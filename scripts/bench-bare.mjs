// The baseline for `npm run bench`: a bare Fastify answering /0, /1, … with the bytes Sen answered
// for each benchmarked endpoint (query strings are ignored, as for Sen's uncached page runs).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const fixtures = JSON.parse(readFileSync(process.env.FIXTURES, 'utf8'));
const app = Fastify({ logger: false });
app.get('/__ready', async () => 'ok');
app.get('/:n', (req, reply) => {
  const f = fixtures[`/${req.params.n}`];
  if (!f) return reply.code(404).send();
  reply.code(f.status).header('content-type', f.type).send(f.body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
