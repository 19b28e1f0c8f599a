// The baseline for `npm run bench`: a bare Fastify answering /0, /1, … with the bytes Sen answered
// for each benchmarked endpoint (query strings are ignored, as for Sen's uncached page runs), as a
// Buffer encoded once, the cheapest way to send them (decision 0410: as a string, an 83 KB page cost
// the bare server 1.4 ms of CPU per answer, and Sen's cached home page read 387 % of it).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const fixtures = JSON.parse(readFileSync(process.env.FIXTURES, 'utf8'));
for (const f of Object.values(fixtures)) f.bytes = Buffer.from(f.body, 'utf8');
const app = Fastify({ logger: false });
app.get('/__ready', async () => 'ok');
app.get('/:n', (req, reply) => {
  const f = fixtures[`/${req.params.n}`];
  if (!f) return reply.code(404).send();
  reply.code(f.status).header('content-type', f.type).send(f.bytes);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
