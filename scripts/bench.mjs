// `npm run bench`: requests per second of Sen's endpoints against a bare Fastify
// route that returns the same bytes, measured in the same run on the same machine
// (absolute numbers drift on shared machines; the ratio is what we track).
//
//   npm run bench                      # uses ./data (seed a big catalogue first:
//                                      #   npm run db:seed -- --products 100000)
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=20 npm run bench
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
// Issue 4 measures at 50 connections.
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const senPort = 3901;
const barePort = 3902;

const targets = [
  '/api/v1/health',
  '/api/v1/home',
  '/api/v1/categories?limit=20',
  '/api/v1/brands?limit=20',
  '/api/v1/address/provinces',
  '/api/v1/address/wards/province/01',
  '/api/v1/products?category=smartphones&brand=samsung',
  '/api/v1/products?q=dien%20thoai&in_stock=true&sort=price-asc',
  '/api/v1/products/dien-thoai-samsung-galaxy-a56-5g-8gb-128gb',
  '/api/v1/search/suggestions?q=samsung',
  ...(process.env.BENCH_EXTRA ? process.env.BENCH_EXTRA.split(',') : []),
  '/',
];

function startNode(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitFor(url, ms = 90_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const sen = startNode(['apps/server/dist/main.js'], { PORT: String(senPort), NODE_ENV: 'production', LOG_LEVEL: 'warn' });
try {
  await waitFor(`http://127.0.0.1:${senPort}/api/v1/ready`);
  // Capture each answer once, then serve the same bytes from a bare Fastify route.
  const fixtures = {};
  for (const t of targets) {
    const r = await fetch(`http://127.0.0.1:${senPort}${t}`, { headers: { 'accept-encoding': 'identity' } });
    fixtures[t] = { type: r.headers.get('content-type') ?? 'application/json', body: await r.text(), status: r.status };
  }
  const fixtureFile = path.join(os.tmpdir(), `sen-bench-${process.pid}.json`);
  writeFileSync(fixtureFile, JSON.stringify(fixtures));
  const bare = startNode(['scripts/bench-bare.mjs'], { PORT: String(barePort), FIXTURES: fixtureFile });
  try {
    await waitFor(`http://127.0.0.1:${barePort}/__ready`);
    const rows = [];
    for (const t of targets) {
      const b = await run(`http://127.0.0.1:${barePort}${t}`);
      const s = await run(`http://127.0.0.1:${senPort}${t}`);
      rows.push({
        endpoint: t,
        bytes: fixtures[t].body.length,
        'bare req/s': Math.round(b.requests.average),
        'sen req/s': Math.round(s.requests.average),
        'sen/bare': `${((s.requests.average / b.requests.average) * 100).toFixed(1)} %`,
        'sen p50 ms': s.latency.p50,
        'sen p99 ms': s.latency.p99,
        errors: s.errors + s.non2xx,
      });
    }
    console.log(`\n${seconds}s per run, ${connections} connections, node ${process.version}`);
    console.table(rows);
  } finally {
    bare.kill('SIGTERM');
  }
} finally {
  sen.kill('SIGTERM');
}
