// `npm run soak`: issue 19's soak. Two production instances on one database (PostgreSQL with
// DATABASE_URL, else one SQLite file) and, with REDIS_URL, one Redis; SOAK_CONNECTIONS (20) split
// over both for SOAK_SECONDS (600) of mixed traffic: listing, product pages, home, cart quotes and
// orders. Samples each instance's RSS every 5 s and prints errors, statuses and memory (start, peak,
// end, and the change over the last half). Exit code 1 on an error or an RSS above SOAK_RSS_MB (250).
// Run `npm run build` first.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { runtimeEnv } from './runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const main = path.join(root, 'apps/server/dist/main.js');
const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 20);
const RSS_LIMIT_MB = Number(process.env.SOAK_RSS_MB ?? 250);
const PORTS = [Number(process.env.SOAK_PORT ?? 3900), Number(process.env.SOAK_PORT ?? 3900) + 1];

if (!fs.existsSync(main)) {
  console.error('apps/server/dist/main.js is missing: run `npm run build` first');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sen-soak-'));
const baseEnv = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  JWT_SECRET: 'soak-secret-0123456789abcdef0123456789',
  TRUST_PROXY: '127.0.0.1',
  COOKIE_SECURE: 'false',
  LOG_LEVEL: 'warn',
  METRICS_TOKEN: 'soak-metrics',
};

/** Heap and external memory of an instance, from its /metrics (prom-client's process metrics). */
async function heapOf(port) {
  const text = await (
    await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: 'Bearer soak-metrics' } })
  ).text();
  const read = (name) => Number(text.match(new RegExp(`^${name} ([0-9.e+]+)`, 'm'))?.[1] ?? 0) / 1048576;
  return `heap used ${read('nodejs_heap_size_used_bytes').toFixed(0)} of ${read('nodejs_heap_size_total_bytes').toFixed(0)}, external ${read('nodejs_external_memory_bytes').toFixed(0)}`;
}

function start(port, seed) {
  const nodeArgs = (process.env.SOAK_NODE_ARGS ?? '').split(' ').filter(Boolean);
  return spawn(process.execPath, [...nodeArgs, main], {
    cwd: root,
    // As `npm start` runs it (scripts/runtime.mjs), unless SOAK_NODE_ARGS asks for other flags.
    env: runtimeEnv({ ...process.env, ...baseEnv, PORT: String(port), SEED_ON_EMPTY: seed ? 'true' : 'false' }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url, ms = 180_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

function rssMb(pid) {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** CPU seconds (user + system) a process has used, from /proc (clock ticks of 1/100 s). */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

const ip = () => `10.${(Math.random() * 255) | 0}.${(Math.random() * 255) | 0}.${(Math.random() * 254 + 1) | 0}`;

const children = [];
try {
  children.push(start(PORTS[0], true));
  await waitFor(`http://127.0.0.1:${PORTS[0]}/api/v1/ready`);
  children.push(start(PORTS[1], false));
  await waitFor(`http://127.0.0.1:${PORTS[1]}/api/v1/ready`);
  const api = `http://127.0.0.1:${PORTS[0]}/api/v1`;

  // Products to read and to buy: plenty of stock on a few simple ones, so orders keep succeeding.
  const login = await (
    await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@sen.local', password: 'Sen@12345' }),
    })
  ).json();
  const auth = { authorization: `Bearer ${login.metadata.access_token}`, 'content-type': 'application/json' };
  const listing = (await (await fetch(`${api}/products?limit=40`)).json()).metadata.items;
  const slugs = listing.map((p) => p.slug);
  const buyable = listing.filter((p) => !p.hasVariants).slice(0, 5);
  for (const p of buyable) {
    const r = await fetch(`${api}/products/${p._id}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ quantity: 1_000_000 }),
    });
    if (!r.ok) throw new Error(`could not restock ${p.slug}: ${r.status}`);
  }
  const wards = (await (await fetch(`${api}/address/wards/province/79`)).json()).metadata;
  const ward = String((Array.isArray(wards) ? wards : wards.items)[0].code);
  const order = (p) => ({
    information: {
      fullName: 'Nguyễn Văn An',
      email: `soak-${randomUUID().slice(0, 8)}@example.vn`,
      phone: '0912345678',
      address: '12 Lê Lợi',
      city: '79',
      ward,
      notes: '',
    },
    shipping: { method: 'standard' },
    payment: { method: 'cod' },
    items: [{ productId: p._id, quantity: 1 }],
  });
  const pick = (list) => list[(Math.random() * list.length) | 0];
  const mix = [
    [20, () => ({ method: 'GET', path: '/products' })],
    [15, () => ({ method: 'GET', path: `/api/v1/products?page=${1 + ((Math.random() * 3) | 0)}&limit=20` })],
    [25, () => ({ method: 'GET', path: `/products/${pick(slugs)}` })],
    [15, () => ({ method: 'GET', path: '/' })],
    [
      15,
      () => ({
        method: 'POST',
        path: '/api/v1/cart/quote',
        body: JSON.stringify({ items: [{ productId: pick(buyable)._id, quantity: 2 }] }),
      }),
    ],
    [10, () => ({ method: 'POST', path: '/api/v1/orders', body: JSON.stringify(order(pick(buyable))), idem: true })],
  ];
  const total = mix.reduce((s, [w]) => s + w, 0);
  const setupRequest = (req) => {
    let r = Math.random() * total;
    let make = mix[0][1];
    for (const [w, m] of mix) {
      r -= w;
      if (r < 0) {
        make = m;
        break;
      }
    }
    const m = make();
    return {
      ...req,
      method: m.method,
      path: m.path,
      body: m.body,
      headers: {
        'x-forwarded-for': ip(),
        'accept-encoding': 'gzip',
        ...(m.body ? { 'content-type': 'application/json' } : {}),
        ...(m.idem ? { 'idempotency-key': randomUUID() } : {}),
      },
    };
  };

  const samples = children.map(() => []);
  const started = Date.now();
  const sampler = setInterval(() => {
    for (const [i, c] of children.entries()) samples[i].push({ t: (Date.now() - started) / 1000, mb: rssMb(c.pid) });
  }, 5000);
  for (const [i, c] of children.entries()) samples[i].push({ t: 0, mb: rssMb(c.pid) });
  const cpuAtStart = children.map((c) => cpuSeconds(c.pid));
  const loadAtStart = os.loadavg()[0];
  console.log(
    `Soak: ${SECONDS} s, ${CONNECTIONS} connections over two instances (${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}${process.env.REDIS_URL ? ' + Redis' : ''})…`,
  );
  const results = await Promise.all(
    PORTS.map(
      (port, i) =>
        new Promise((resolve, reject) =>
          autocannon(
            {
              url: `http://127.0.0.1:${port}`,
              connections: Math.ceil(CONNECTIONS / 2) - (i === 1 && CONNECTIONS % 2 ? 1 : 0),
              duration: SECONDS,
              requests: [{ setupRequest }],
              timeout: 20,
            },
            (err, res) => (err ? reject(err) : resolve(res)),
          ),
        ),
    ),
  );
  clearInterval(sampler);
  for (const [i, c] of children.entries()) samples[i].push({ t: (Date.now() - started) / 1000, mb: rssMb(c.pid) });
  const cpuUsed = children.map((c, i) => cpuSeconds(c.pid) - cpuAtStart[i]);
  console.log(
    `NODE_OPTIONS ${runtimeEnv({ ...process.env }).NODE_OPTIONS}; load average ${loadAtStart.toFixed(1)} at start, ${os.loadavg()[0].toFixed(1)} at end`,
  );

  let failed = false;
  const heaps = await Promise.all(PORTS.map((p) => heapOf(p).catch((e) => `heap unknown (${e.message})`)));
  results.forEach((r, i) => {
    const s = samples[i];
    const half = s.filter((x) => x.t >= SECONDS / 2);
    const peak = Math.max(...s.map((x) => x.mb));
    const growth = half.length > 1 ? half[half.length - 1].mb - half[0].mb : 0;
    const statuses = Object.entries(r.statusCodeStats ?? {})
      .map(([code, v]) => `${code}×${v.count}`)
      .join(' ');
    console.log(
      `instance ${i + 1}: ${r.requests.total} requests (${r.requests.average.toFixed(0)}/s), CPU ${((cpuUsed[i] * 1000) / Math.max(1, r.requests.total)).toFixed(2)} ms per request, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors}, timeouts ${r.timeouts}, statuses ${statuses}`,
    );
    console.log(
      `  RSS MB: start ${s[0].mb.toFixed(0)}, peak ${peak.toFixed(0)}, end ${s[s.length - 1].mb.toFixed(0)}, last half ${half[0]?.mb.toFixed(0)} → ${half[half.length - 1]?.mb.toFixed(0)} (${growth >= 0 ? '+' : ''}${growth.toFixed(1)}); ${heaps[i]}`,
    );
    const bad = Object.keys(r.statusCodeStats ?? {}).filter((c) => Number(c) >= 500);
    if (r.errors || r.timeouts || bad.length || peak > RSS_LIMIT_MB) failed = true;
  });
  process.exitCode = failed ? 1 : 0;
} finally {
  for (const c of children) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
